import { createHash } from 'node:crypto';
import type { Account } from '../auth/accounts';
import { fullName } from '../auth/accounts';
import type { ProviderId } from './codes';
import type { AuthorizeParams, Provider } from './providers';
import { AUTHORIZE_FIELDS } from './providers';
import { fontFaces, fontPreloads } from './assets';

/** Escapes text for HTML content and double-quoted attributes. Seeded names include markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Theme {
  brand: string;
  onBrand: string;
  accent: string;
  page: string;
  title: string;
}

const themes: Record<ProviderId, Theme> = {
  line: { brand: '#06C755', onBrand: '#FFFFFF', accent: '#06C755', page: '#F2F4F5', title: 'LINE Login' },
  apple: {
    brand: '#000000',
    onBrand: '#FFFFFF',
    accent: '#000000',
    page: '#F5F5F7',
    title: 'Sign in with Apple',
  },
};

function css(theme: Theme): string {
  return `
${fontFaces}
*{box-sizing:border-box}
body{margin:0;background:${theme.page};color:#111;font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,"IBM Plex Sans Thai","Noto Sans Thai",sans-serif}
header{background:${theme.brand};color:${theme.onBrand};padding:14px 20px;display:flex;align-items:center;gap:12px}
header .mark{display:inline-flex;align-items:center;justify-content:center;min-width:44px;height:32px;padding:0 8px;border:2px solid ${theme.onBrand};border-radius:8px;font-weight:800;letter-spacing:.5px}
header h1{font-size:18px;margin:0;font-weight:600}
main{max-width:480px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px}
.card h2{font-size:17px;margin:0 0 4px}
.muted{color:#5f6368;font-size:13px;margin:0 0 14px}
.note{background:#FFF8E1;border:1px solid #F5D77B;color:#5d4500;border-radius:8px;padding:8px 12px;font-size:13px;margin:0 0 16px}
.error{background:#FDECEA;border:1px solid #F5B7B1;color:#8a1c13;border-radius:8px;padding:12px;margin:0 0 12px}
ul{list-style:none;margin:0;padding:0}
li+li{margin-top:8px}
h3{font-size:13px;text-transform:uppercase;letter-spacing:.6px;color:#5f6368;margin:20px 0 8px}
button.account{width:100%;display:flex;align-items:center;gap:12px;text-align:left;background:#fff;color:#111;border:1px solid #dadce0;border-radius:10px;padding:10px 12px;font:inherit;cursor:pointer}
button.account:hover{border-color:${theme.accent};background:#fafafa}
button.account:focus-visible,button.cancel:focus-visible{outline:3px solid ${theme.accent};outline-offset:2px}
.avatar{flex:none;width:38px;height:38px;border-radius:50%;background:${theme.brand};color:${theme.onBrand};display:flex;align-items:center;justify-content:center;font-weight:700}
.who{flex:1;min-width:0}
.who strong{display:block;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.who small{display:block;color:#5f6368;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.role{flex:none;font-size:12px;font-weight:600;border-radius:999px;padding:2px 10px;background:#eef0f2;color:#333}
.role.admin{background:${theme.brand};color:${theme.onBrand}}
.inactive .avatar{background:#9aa0a6}
.actions{margin-top:18px;text-align:center}
button.cancel{background:none;border:none;color:#1a73e8;font:inherit;cursor:pointer;text-decoration:underline;padding:6px}
footer{text-align:center;color:#80868b;font-size:12px;margin:16px 0 32px}
`.trim();
}

const styleHash = (style: string) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

/**
 * The pages need no script and no image: the only inline style is allowed by its hash, and forms
 * may post to the page itself and (through the 302) to the console's redirect URI only.
 */
function contentSecurityPolicy(style: string, formTarget: string | null): string {
  return [
    "default-src 'none'",
    `style-src ${styleHash(style)}`,
    "font-src 'self'",
    formTarget ? `form-action 'self' ${formTarget}` : "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export interface Page {
  status: number;
  html: string;
  headers: Record<string, string>;
}

function page(
  provider: Provider,
  status: number,
  body: string,
  formTarget: string | null,
  title: string,
): Page {
  const theme = themes[provider.id];
  const style = css(theme);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
${fontPreloads}
<title>${escapeHtml(title)} · ${escapeHtml(theme.title)} (sandbox)</title>
<style>${style}</style>
</head>
<body>
<header><span class="mark" aria-hidden="true">${provider.id === 'line' ? 'LINE' : 'Apple'}</span><h1>${escapeHtml(theme.title)}</h1></header>
<main>
${body}
<footer>Simulated ${escapeHtml(provider.name)} sign-in of the pool-villa sandbox. No real account is used.</footer>
</main>
</body>
</html>`;
  return {
    status,
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': contentSecurityPolicy(style, formTarget),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    },
  };
}

const roleLabel = { ADMIN: 'Administrator', PARTNER: 'Partner', CUSTOMER: 'Customer' } as const;

function initials(account: Account): string {
  const name = fullName(account) || account.email || '?';
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

function accountButton(account: Account, inactive: boolean): string {
  const name = fullName(account) || account.email || '';
  const role = roleLabel[account.role] ?? account.role;
  const status = inactive ? ' (deactivated)' : '';
  return `<li><button type="submit" class="account${inactive ? ' inactive' : ''}" name="account" value="${escapeHtml(account.email ?? '')}">
<span class="avatar" aria-hidden="true">${escapeHtml(initials(account))}</span>
<span class="who"><strong>${escapeHtml(name)}</strong><small>${escapeHtml(account.email ?? '')}</small></span>
<span class="role${account.role === 'ADMIN' ? ' admin' : ''}">${escapeHtml(role)}${status}</span>
</button></li>`;
}

function hiddenFields(params: AuthorizeParams): string {
  return AUTHORIZE_FIELDS.filter((field) => params[field] !== undefined)
    .map((field) => `<input type="hidden" name="${field}" value="${escapeHtml(params[field] ?? '')}">`)
    .join('\n');
}

/** The account picker: one form, one submit button per account (`account` = its email). */
export function pickerPage(
  provider: Provider,
  params: AuthorizeParams,
  accounts: { active: Account[]; inactive: Account[] },
): Page {
  const origin = new URL(params.redirect_uri).origin;
  const list = (items: Account[], inactive: boolean) =>
    `<ul>${items.map((a) => accountButton(a, inactive)).join('\n')}</ul>`;
  const body = `<div class="card">
<h2>Choose an account</h2>
<p class="muted"><strong>${escapeHtml(params.client_id)}</strong> asks to sign you in with ${escapeHtml(provider.name)}${
    params.scope ? ` (scope: ${escapeHtml(params.scope)})` : ''
  }.</p>
<p class="note">Sandbox: pick any seeded account. Only active administrators may enter the back-office.</p>
<form method="post" action="${escapeHtml(provider.path)}">
${hiddenFields(params)}
${accounts.active.length ? list(accounts.active, false) : '<p class="error">No accounts are seeded. Run the sandbox with --reset.</p>'}
${accounts.inactive.length ? `<h3>Deactivated accounts</h3>${list(accounts.inactive, true)}` : ''}
<div class="actions"><button type="submit" class="cancel" name="cancel" value="1">Cancel and return</button></div>
</form>
</div>`;
  return page(provider, 200, body, origin, 'Choose an account');
}

/** An error the provider shows itself, with no redirect (bad client, redirect URI, state...). */
export function errorPage(provider: Provider, problem: string, status = 400): Page {
  const body = `<div class="card">
<h2>This sign-in request cannot be completed</h2>
<p class="error" role="alert">${escapeHtml(problem)}</p>
<p class="muted">Go back to the console and start signing in again.</p>
</div>`;
  return page(provider, status, body, null, 'Error');
}
