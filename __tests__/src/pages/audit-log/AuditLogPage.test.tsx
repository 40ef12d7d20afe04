import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  AuditPaths,
  ProfilePaths,
  type AuditEntry,
  type AuditLogPage,
  type Profile,
} from '../../../../contract';
import type { Language } from '../../../../src/slices/themeSlice';
import { useAdminSession } from '../../../support/adminSession';
import { HOSTILE_VALUES, readCsv } from '../../../support/hostileCsv';
import { renderConsole } from '../../../support/renderConsole';
import { useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';

const sandbox = useSandbox();
const admin = useAdminSession(sandbox);

const auditLog = (query: Record<string, string> = {}) =>
  admin.get<AuditLogPage>(`${AuditPaths.log}?${new URLSearchParams(query).toString()}`);
/** The audit calls the console made, by their query. */
const auditCalls = () => sandbox.requests.filter((request) => request.path === AuditPaths.log);
const lastAuditCall = () => auditCalls().at(-1)?.query;

const envelope = (code: number, data: unknown, description = code === 200 ? 'OK' : 'NOT_FOUND') =>
  HttpResponse.json(
    { status: { code, title: 'Not found', message: 'Not found', description, transactionId: 't' }, data },
    { status: code },
  );

async function openLog(query = '', language: Language = 'en') {
  const view = await renderConsole({ tokens: admin.tokens, route: `/audit-log${query}`, language });
  await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'Audit log' : 'บันทึกการดำเนินการ' });
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, search };
}

/** Export CSV pressed: the file the browser is handed, byte order mark included. */
async function exportedFile(user: Awaited<ReturnType<typeof openLog>>['user']): Promise<string> {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:audit-test';
    },
    revokeObjectURL: () => undefined,
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
  } finally {
    click.mockRestore();
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer());
}

const grid = () => screen.getByRole('grid', { name: /Administrators’ audit log|บันทึกการดำเนินการของผู้ดูแลระบบ/ });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const loadedRows = async (count: number) =>
  waitFor(() => {
    expect(bodyRows()).toHaveLength(count);
    return bodyRows();
  });

describe('the audit log page', () => {
  it("lists the admins' changes newest first, a page at a time from the API, each linked to its record", async () => {
    const first = await auditLog({ size: '10' });
    expect(first.total).toBeGreaterThan(20);
    const { user, search } = await openLog();
    const rows = await loadedRows(10);
    expect(screen.getByText(`Showing 1 to 10 of ${first.total} entries`)).toBeInTheDocument();
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Administrator', 'Action', 'Record', 'Changes']);
    expect(lastAuditCall()?.get('page')).toBe('1');
    expect(lastAuditCall()?.get('size')).toBe('10');
    const [newest] = first.entries;
    expect(rows[0]).toHaveTextContent(newest.actorName ?? '');
    expect(rows[0]).toHaveTextContent(
      newest.action === 'slip.upload' ? 'Transfer slip uploaded' : 'Partner approved',
    );
    const link = within(rows[0]).getByRole('link');
    expect(link).toHaveTextContent(newest.targetName ?? '');
    expect(link.getAttribute('href')).toMatch(
      /^\/(transfer-management\?booking=PV-|partner-management\?partner=)/,
    );

    // What the API holds is read before the click: an await outside waitFor would let the page
    // render the new rows outside act.
    const second = await auditLog({ size: '10', page: '2' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent(second.entries[0].targetName ?? ''));
    expect(lastAuditCall()?.get('page')).toBe('2');
    expect(screen.getByText(`Showing 11 to 20 of ${first.total} entries`)).toBeInTheDocument();
  });

  it('filters by action, record kind and record id from the address, and by admin from the select', async () => {
    const approvals = await auditLog({ action: 'partner.approve', size: '30' });
    const admins = (await admin.get<Profile[]>(`${ProfilePaths.search}?role=ADMIN`)).filter((profile) =>
      approvals.entries.some((entry) => entry.actorId === profile.profileId),
    );
    const [slip] = (await auditLog({ action: 'slip.upload', size: '1' })).entries;
    const { user, search, unmount } = await openLog('?action=partner.approve&size=30');
    await loadedRows(Math.min(approvals.total, 30));
    expect(lastAuditCall()?.get('action')).toBe('partner.approve');
    for (const row of bodyRows()) expect(row).toHaveTextContent('Partner approved');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveTextContent('Partner approved');

    // An admin of the seed: the address names them, the API is asked for their entries only.

    const [actor] = admins;
    const theirs = await auditLog({ action: 'partner.approve', actorId: actor.profileId, size: '30' });
    await user.click(screen.getByRole('combobox', { name: 'Administrator' }));
    await user.click(
      await screen.findByRole('option', { name: [actor.firstName, actor.lastName].join(' ') }),
    );
    await waitFor(() => expect(search().get('actorId')).toBe(actor.profileId));
    await waitFor(() => expect(bodyRows()).toHaveLength(theirs.entries.length));
    expect(lastAuditCall()?.get('actorId')).toBe(actor.profileId);
    unmount();

    // A booking's trail, as its dialog's "see all" opens it: its slip, linked to the booking.
    await openLog(`?targetId=${slip.targetId}&targetKind=booking`);
    const [row] = await loadedRows(1);
    expect(screen.getByRole('textbox', { name: 'Record id' })).toHaveValue(slip.targetId);
    expect(within(row).getByRole('link', { name: `Open Booking ${slip.targetName}` })).toHaveAttribute(
      'href',
      `/transfer-management?booking=${slip.targetName}`,
    );
    expect(row).toHaveTextContent('Transfer to the partner: ฿');
    expect(lastAuditCall()?.get('targetKind')).toBe('booking');
  });

  it('typing a record id sends it on Enter; days go to the API as they are, a reversed range is said', async () => {
    const [approval] = (await auditLog({ action: 'partner.approve', size: '1' })).entries;
    const { user, search } = await openLog();
    await loadedRows(10);
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), `${approval.targetId}{Enter}`);
    await waitFor(() => expect(search().get('targetId')).toBe(approval.targetId));
    const [row] = await loadedRows(1);
    expect(row).toHaveTextContent('Partner approved');
    expect(row).toHaveTextContent('Application status: Pending → Approved');

    await user.type(screen.getByLabelText('To'), '2020-01-01');
    await user.type(screen.getByLabelText('From'), '2020-01-02');
    await waitFor(() => expect(search().get('from')).toBe('2020-01-02'));
    expect(screen.getByText('The start date is after the end date')).toBeInTheDocument();
    expect(lastAuditCall()?.get('to')).toBe('2020-01-01');
    expect(lastAuditCall()?.get('from')).toBe('2020-01-02');
  });

  it('reads nonsense in the address as no filter and the first page, as every list does', async () => {
    const { total } = await auditLog();
    const longId = 'x'.repeat(101);
    await openLog(`?page=1e300&targetId=${longId}&actorId=${'y'.repeat(20_000)}`);
    await loadedRows(10);
    expect(screen.getByText(`Showing 1 to 10 of ${total} entries`)).toBeInTheDocument();
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Record id' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Administrator' })).toHaveTextContent('All administrators');
    for (const call of auditCalls()) {
      expect(call.query.get('page')).toBe('1');
      expect(call.query.has('targetId')).toBe(false);
      expect(call.query.has('actorId')).toBe(false);
    }
  });

  it('an API without an audit trail (404) is said so, in place of the table', async () => {
    sandbox.server.use(http.get(`${TEST_API}${AuditPaths.log}`, () => envelope(404, null)));
    await openLog();
    expect(
      await screen.findByText(
        'This server does not provide an audit trail, so no change history can be shown.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed load says so with Try again; a malformed answer is an empty list', async () => {
    let fail = true;
    sandbox.server.use(
      http.get(`${TEST_API}${AuditPaths.log}`, () =>
        fail ? envelope(500, null, 'INJECTED_FAULT') : envelope(200, { entries: 'none', total: 'many' }),
      ),
    );
    const { user } = await openLog();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the paging line counts at least the rows it sits under, and an action the console does not know says so', async () => {
    const entries: AuditEntry[] = Array.from({ length: 4 }, (_, index) => ({
      auditId: `a${index}`,
      at: new Date(Date.UTC(2026, 10, 1, 3, index)).toISOString(),
      actorId: 'admin-1',
      actorName: 'สมชาย ใจดี',
      action: index === 0 ? 'user.teleport' : 'user.active',
      targetKind: 'user',
      targetId: `u${index}`,
      targetName: `User ${index}`,
      before: null,
      after: null,
      relatedIds: [],
    }));
    sandbox.server.use(
      http.get(`${TEST_API}${AuditPaths.log}`, () => envelope(200, { entries, total: 0, page: 1, size: 10 })),
    );
    await openLog();
    await loadedRows(4);
    expect(screen.getByText('Showing 1 to 4 of 4 entries')).toBeInTheDocument();
    expect(screen.getByText('Unknown action: user.teleport')).toBeInTheDocument();
  });

  it('CSV export writes every entry the filters match, read 200 at a time, each once though new entries shift the pages', async () => {
    const made = (index: number): AuditEntry => ({
      auditId: `a${index}`,
      at: new Date(Date.UTC(2026, 10, 1, 3, 0, 0) + index * 60_000).toISOString(),
      actorId: 'admin-1',
      actorName: 'สมชาย ใจดี',
      action: 'user.active',
      targetKind: 'user',
      targetId: `u${index}`,
      targetName: `User ${index}`,
      before: { active: true },
      after: { active: false },
      relatedIds: [],
    });
    // Newest first; one more is made once the first page has been read.
    const entries = Array.from({ length: 450 }, (_, index) => made(449 - index));
    const pagesAsked: string[] = [];
    sandbox.server.use(
      http.get(`${TEST_API}${AuditPaths.log}`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page') ?? 1);
        const size = Number(query.get('size') ?? 50);
        if (size === 200) pagesAsked.push(`${query.get('action')}:${page}`);
        if (size === 200 && page === 2 && entries.length === 450) entries.unshift(made(450));
        return envelope(200, {
          entries: entries.slice((page - 1) * size, page * size),
          total: entries.length,
          page,
          size,
        });
      }),
    );
    const { user } = await openLog('?action=user.active');
    await loadedRows(10);
    const file = await exportedFile(user);
    expect(pagesAsked).toEqual(['user.active:1', 'user.active:2', 'user.active:3']);
    expect(file.startsWith('\uFEFF')).toBe(true);
    const lines = file.slice(1).split('\r\n');
    expect(lines[0]).toBe('Time,Administrator,Action,Record,Changes');
    // 450 entries, the one pushed from page 1 onto page 2 written once; the one made meanwhile is
    // the next export's.
    expect(lines).toHaveLength(452);
    expect(lines[1]).toContain('User 449');
    expect(lines[1]).toContain('สมชาย ใจดี');
    expect(lines[450]).toContain('User 0');
    // Every record ends with CRLF, the last too.
    expect(lines[451]).toBe('');
    expect(new Set(lines).size).toBe(452);
  });

  it("CSV export defuses a formula in an admin's or a record's name, line breaks and all", async () => {
    const entries: AuditEntry[] = HOSTILE_VALUES.map(({ value }, index) => ({
      auditId: `h${index}`,
      at: new Date(Date.UTC(2026, 10, 1, 3, 0, 0) - index * 60_000).toISOString(),
      actorId: 'admin-1',
      actorName: value,
      action: 'user.active',
      targetKind: 'user',
      targetId: `u${index}`,
      targetName: value,
      before: { active: true },
      after: { active: false },
      relatedIds: [],
    }));
    sandbox.server.use(
      http.get(`${TEST_API}${AuditPaths.log}`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page') ?? 1);
        const size = Number(query.get('size') ?? 50);
        return envelope(200, {
          entries: entries.slice((page - 1) * size, page * size),
          total: entries.length,
          page,
          size,
        });
      }),
    );
    const { user } = await openLog();
    await loadedRows(HOSTILE_VALUES.length);
    const records = readCsv(await exportedFile(user));
    expect(records).toHaveLength(HOSTILE_VALUES.length + 1);
    HOSTILE_VALUES.forEach(({ value, cell }, index) => {
      const [, administrator, , record] = records[index + 1];
      expect(administrator).toBe(cell);
      // After its kind: no formula, and its line breaks inside the record.
      expect(record).toBe(`User: ${value}`);
    });
  });

  it('speaks Thai: the title, the filters and the actions', async () => {
    await openLog('?action=slip.upload', 'th');
    await loadedRows(10);
    expect(bodyRows()[0]).toHaveTextContent('อัปโหลดสลิปโอนเงินให้พาร์ทเนอร์');
    expect(screen.getByRole('combobox', { name: 'ผู้ดำเนินการ' })).toHaveTextContent('ผู้ดูแลระบบทุกคน');
    expect(bodyRows()[0]).toHaveTextContent(/\d{2}\/\d{2}\/25\d{2} \d{2}:\d{2}/);
    expect(screen.getByText(/^แสดง 1 ถึง 10 จาก \d+ รายการ$/)).toBeInTheDocument();
  });
});
