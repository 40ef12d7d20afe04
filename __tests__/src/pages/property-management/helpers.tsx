/** Shared by the property-management tests: what the sandbox holds, and how to reach a card. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  PropertyPaths,
  type PropertyListByApproval,
  type PropertyType,
} from '../../../../contract';
import type { Language } from '../../../../src/slices/themeSlice';
import { useAdminSession, type AdminSession } from '../../../support/adminSession';
import { renderConsole } from '../../../support/renderConsole';
import { useSandbox, type SandboxHarness } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';

export const ROUTE = '/property-management';
type User = Awaited<ReturnType<typeof renderConsole>>['user'];

/**
 * The top of a property-management test file: the sandbox, the seeded admin's session, and the
 * console rendered as that admin (property management in English unless asked).
 */
export function usePropertyManagementFile() {
  const sandbox = useSandbox();
  const admin = useAdminSession(sandbox);
  const render = (route = ROUTE, language: Language = 'en') =>
    renderConsole({ tokens: admin.tokens, route, language });
  return { sandbox, admin, render };
}

export const sandboxList = (admin: AdminSession) =>
  admin.get<PropertyListByApproval>(PropertyPaths.adminWithOwner);

/** A property type's approval flag as stored by the sandbox; null once it is deleted. */
export function storedApproval(sandbox: SandboxHarness, propertyTypeId: string): boolean | null {
  const row = sandbox.app.db
    .prepare('SELECT approved FROM property_types WHERE property_type_id = ?')
    .get(propertyTypeId) as { approved: number } | undefined;
  return row ? row.approved === 1 : null;
}

export const envelope = <T,>(data: T, code = 200, description = 'OK', message = '') => ({
  status: { code, title: code < 300 ? 'OK' : 'Error', message, description, transactionId: 't' },
  data,
});

/** Answers the full list with `data` instead of the sandbox's. */
export const answerListWith = (sandbox: SandboxHarness, data: unknown) =>
  sandbox.server.use(
    http.get(`${TEST_API}${PropertyPaths.adminWithOwner}`, () => HttpResponse.json(envelope(data))),
  );

export const tab = (name: RegExp) => screen.getByRole('tab', { name });
export const PENDING = /^(Pending approval|รออนุมัติ)/;
export const APPROVED = /^(Approved|อนุมัติแล้ว)/;

export const cardOf = (propertyId: string) =>
  screen.queryAllByTestId('property-card').find((card) => card.dataset.propertyId === propertyId) ?? null;

/** Opens a property's card (in the tab shown) and returns it. */
export async function expandProperty(user: User, propertyId: string): Promise<HTMLElement> {
  await screen.findAllByTestId('property-card');
  const card = cardOf(propertyId);
  if (!card) throw new Error(`No card for property ${propertyId} in this tab.`);
  const toggle = within(card).getByRole('button', { name: /^(Show property types|แสดงประเภทห้องพัก)$/ });
  await user.click(toggle);
  return card;
}

export const typeCardOf = (propertyTypeId: string) =>
  screen.queryAllByTestId('property-type').find((card) => card.dataset.propertyTypeId === propertyTypeId) ??
  null;

export const typeName = (type: PropertyType) => type.propertyTypeName ?? type.code ?? '-';

/** The first pending property with `count` pending types or more, and those types. */
export function pendingProperty(list: PropertyListByApproval, count = 1) {
  const property = list.notApprove.find((candidate) => candidate.propertyTypes.length >= count);
  if (!property) throw new Error(`No pending property with ${count} types.`);
  return property;
}
