import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalDocumentText } from '@portal/domain/api';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  DEFAULT_LEGAL_DOCUMENTS_DIR,
  LegalDocumentsError,
  loadLegalDocuments,
  parseLegalFile,
} from './legal.service.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp({ SUPPORT_EMAIL: 'privacy@portal.example' });
});
afterAll(() => portal.close());

const legalText = async (document: string, query = '') => {
  const answer = await portal.client().call(`/api/public/legal/${document}${query}`);
  return { status: answer.status, text: answer.body as unknown as LegalDocumentText };
};

describe('GET /api/public/legal/:document', () => {
  it.each([
    ['en', 'Privacy Notice', 'Personal Data Protection Act 2010'],
    ['ms', 'Notis Privasi', 'Akta Perlindungan Data Peribadi 2010'],
    ['zh-Hans', '隐私声明', '个人资料保护法'],
  ])('serves the privacy notice in %s, to anyone, with its version', async (locale, title, mentions) => {
    const { status, text } = await legalText('privacy', `?locale=${locale}`);
    expect(status).toBe(200);
    expect(text).toMatchObject({ document: 'privacy', locale, title, version: expect.any(String) });
    expect(text.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(text.markdown).toContain(mentions);
    // The operator's support address stands in for the placeholder.
    expect(text.markdown).toContain('privacy@portal.example');
    expect(text.markdown).not.toContain('{{');
  });

  it('serves the terms of use, each language at the same version', async () => {
    const versions = new Set<string>();
    for (const locale of ['en', 'ms', 'zh-Hans']) {
      const { text } = await legalText('terms', `?locale=${locale}`);
      expect(text.locale).toBe(locale);
      versions.add(text.version);
    }
    expect(versions.size).toBe(1);
  });

  it('matches a browser tag, and falls back to English for a language it has no text in', async () => {
    expect((await legalText('privacy', '?locale=ms-MY')).text.locale).toBe('ms');
    const french = await legalText('privacy', '?locale=fr');
    expect(french.text).toMatchObject({ locale: 'en', title: 'Privacy Notice' });
    expect((await legalText('terms')).text).toMatchObject({ locale: 'en', title: 'Terms of Use' });
  });

  it('knows no other document', async () => {
    expect((await legalText('cookies')).status).toBe(400);
  });
});

describe("the operator's own texts (LEGAL_DOCUMENTS_DIR)", () => {
  const dirs: string[] = [];
  const operatorDir = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-legal-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const placeholders = { supportEmail: 'help@example.com' };
  const file = (version: string, title: string, body = 'Body') =>
    `---\nversion: ${version}\neffective: 2027-02-01\ntitle: ${title}\n---\n${body}\n`;

  it('replace the shipped ones; a document they lack keeps the shipped text', () => {
    const legal = loadLegalDocuments(
      operatorDir({ 'privacy.en.md': file('v7', 'Our Privacy Notice', 'Write to {{support-email}}.') }),
      placeholders,
    );
    expect(legal.text('privacy', 'en')).toEqual({
      document: 'privacy',
      locale: 'en',
      version: 'v7',
      effectiveDate: '2027-02-01',
      title: 'Our Privacy Notice',
      markdown: 'Write to help@example.com.',
    });
    // No Malay text of theirs: their English one, not the shipped Malay one of another version.
    expect(legal.text('privacy', 'ms')).toMatchObject({ locale: 'en', version: 'v7' });
    expect(legal.current().privacy).toEqual({ version: 'v7', effectiveDate: '2027-02-01' });
    const shipped = loadLegalDocuments(undefined, placeholders);
    expect(legal.current().terms).toEqual(shipped.current().terms);
  });

  it('stop the start when a translation is of another version, or a front matter lacks a field', () => {
    const mismatched = operatorDir({ 'privacy.en.md': file('v2', 'Privacy'), 'privacy.ms.md': file('v1', 'Privasi') });
    expect(() => loadLegalDocuments(mismatched, placeholders)).toThrow(/privacy\.ms\.md: version v1 differs/);
    expect(() => parseLegalFile('No front matter', 'privacy.en.md')).toThrow(LegalDocumentsError);
    expect(() => parseLegalFile('---\nversion: 3\n---\nText', 'terms.en.md')).toThrow(
      'terms.en.md: its front matter needs an effective date (YYYY-MM-DD), a title',
    );
    expect(() => loadLegalDocuments('/no/such/folder', placeholders)).toThrow(/does not exist/);
  });

  it('are shipped beside the source in every language', () => {
    const names = fs.readdirSync(DEFAULT_LEGAL_DOCUMENTS_DIR).sort();
    expect(names).toEqual(
      ['privacy', 'terms'].flatMap((document) => ['en', 'ms', 'zh-Hans'].map((locale) => `${document}.${locale}.md`)),
    );
  });
});
