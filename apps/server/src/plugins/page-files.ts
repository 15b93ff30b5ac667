import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { parse as parseRoutePattern } from 'regexparam';
import { PAGE_FILES_FILE, pageFilesSchema, type AddressFiles, type PageFiles } from '@portal/domain/api';
import { chooseLocale } from '@portal/domain/i18n';

/** better-auth's session cookie, under the prefix it takes over HTTPS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/;

/**
 * Whether a request carries a session cookie. Without one the browser is signed out for sure; with
 * one, whether its session is still alive is for the identity provider to say.
 */
export function hasSessionCookie(headers: IncomingHttpHeaders): boolean {
  return SESSION_COOKIE.test(headers.cookie ?? '');
}

/** An Accept-Language header's languages, in the order sent: browsers send them by preference. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag !== '' && tag !== '*');
}

/**
 * A script is fetched ahead, to run when the app asks for it; `crossorigin` as the app's own loader
 * asks, so the browser uses what it fetched here. A style is the page's own stylesheet from the
 * start: applied with the first paint, rather than restyling the whole page once the app's loader
 * adds it (which sees it there and adds nothing). A wrong guess applies a few KB of unused rules,
 * each scoped to its components' classes.
 */
function pageFileLink(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;
}

/** What the page's answer needs of a request for it. */
export interface PageRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * The `<link>`s to put in the index.html answering a page's address: the files of the page the
 * router will draw there (page-files.json, written by the build), so the browser fetches them
 * while it parses the page instead of once the entry's script has run. The page is the signed-in
 * one when the request carries a session cookie (whether the session is still alive is the app's
 * to find out; a wrong guess costs a few fetches), and the account screens' messages are in the
 * language the browser asks for first (a language chosen in the app is not known here).
 */
export function pagePreloads(pageFiles: PageFiles): (request: PageRequest) => string[] {
  const withPatterns = (addresses: AddressFiles[]) =>
    addresses.map((address) => ({ ...address, pattern: parseRoutePattern(address.path).pattern }));
  const signedOut = withPatterns(pageFiles.signedOut);
  const signedIn = withPatterns(pageFiles.signedIn);
  return ({ url, headers }) => {
    const pathname = url.split('?')[0] ?? '/';
    const addresses = hasSessionCookie(headers) ? signedIn : signedOut;
    const address = addresses.find(({ pattern }) => pattern.test(pathname));
    if (!address) return [];
    const locale = chooseLocale({ browser: acceptedLanguages(headers['accept-language']) });
    const messages = address.accountMessages ? (pageFiles.accountMessages[locale] ?? []) : [];
    return [...address.files, ...messages].map(pageFileLink);
  };
}

/** The build's list of each page's files, or null from a build without one. */
export function readPageFiles(webRoot: string): PageFiles | null {
  const file = path.join(webRoot, PAGE_FILES_FILE);
  if (!fs.existsSync(file)) return null;
  return pageFilesSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
