/**
 * The built web client as a browser receives it: the page for each kind of route, the build's
 * brotli or gzip copy of a script when the browser accepts it, and the cache rules.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

// The staff page's frame as apps/web/index.html marks it: what paints before the code runs.
const STAFF_PAGE =
  '<!doctype html><title data-product-name>ROMtrack</title>' +
  '<div id="root"><header class="boot-navbar"><span data-product-name>ROMtrack</span></header></div><p>staff</p>';
const PRODUCT_NAME = 'Clinic <b>Tools</b> & "Co" $&';
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

describe('web client', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // A build as Vite writes it: two pages, and a hashed script with its .br and .gz copies.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), STAFF_PAGE);
    fs.writeFileSync(path.join(dist, 'participant.html'), '<!doctype html><title>participant</title>');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), ICON);
    fs.writeFileSync(path.join(dist, 'assets/app-1a2b.js'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets/app-1a2b.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dist, 'assets/app-1a2b.js.gz'), zlib.gzipSync(SCRIPT));
    t = await buildTestApp('pglite', { WEB_DIST_DIR: dist, PRODUCT_NAME });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only that, else the file', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await get('/assets/app-1a2b.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the participant page for survey links and the staff page elsewhere, never cached', async () => {
    const survey = await get('/survey/AbC123');
    expect(survey.body).toContain('participant');
    // A link's address is its secret: no copy of it stays in a shared computer's disk cache.
    expect(survey.headers['cache-control']).toBe('no-store');
    for (const prefix of ['', '/es', '/tw']) {
      const reset = await get(`${prefix}/forgot-password/AbC123`);
      expect(reset.body).toContain('staff');
      expect(reset.headers['cache-control'], prefix).toBe('no-store');
      expect((await get(`${prefix}/forgot-password`)).headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/demo')).headers['cache-control']).toBe('no-cache');
    const staff = await get('/manager/pid-browser');
    expect(staff.body).toContain('staff');
    expect(staff.headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    // A link pasted at the end of a sentence keeps its full stop: still a page, not a file.
    expect((await get('/survey/AbC123.')).body).toContain('participant');
    expect((await get('/manager/pid-browser.')).body).toContain('staff');
  });

  it('serves the page for an address cut inside a % escape, with the headers of every page; the API still refuses it', async () => {
    for (const [url, page] of [
      ['/survey/AbC123%2', 'participant'],
      ['/survey/AbC123%E2%80?lang=es', 'participant'],
      ['/forgot-password/AbC123%', 'staff'],
      ['/manager/%zz', 'staff'],
    ] as const) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain(page);
      expect(reply.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    const api = await get('/api/v1/users/surveys/AbC123%2');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ success: false, error: 'The address is not valid', code: 'BAD_REQUEST' });
    // Only a read is a page: anything else at a page's address keeps the router's refusal.
    const post = await t.app.inject({ method: 'POST', url: '/survey/AbC123%2', payload: {} });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toMatchObject({ error: 'The address is not valid' });
  });

  it("answers /favicon.ico with the pages' SVG icon, so a tab showing no page of ours logs no 404", async () => {
    // Chromium asks for it beside an answer of the API or a PDF opened in a tab.
    for (const url of ['/favicon.ico', '/favicon.svg']) {
      const icon = await get(url);
      expect(icon.statusCode, url).toBe(200);
      expect(icon.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(icon.body, url).toBe(ICON);
      expect(icon.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/favicon.ico' })).statusCode).toBe(200);
    // Other missing files still answer 404.
    expect((await get('/favicon.png')).statusCode).toBe(404);
  });

  it('answers HEAD for a page as GET does, without the body', async () => {
    for (const url of ['/admin', '/survey/AbC123']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(head.body, url).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/admin' })).statusCode).toBe(404);
  });

  it('writes PRODUCT_NAME into the staff page, as text, so its title and navbar paint with it', async () => {
    const staff = await get('/es/manager');
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('text/html; charset=utf-8');
    const escaped = 'Clinic &lt;b&gt;Tools&lt;/b&gt; &amp; &quot;Co&quot; $&amp;';
    expect(staff.body).toContain(`<title data-product-name>${escaped}</title>`);
    expect(staff.body).toContain(`<span data-product-name>${escaped}</span>`);
    expect(staff.body).not.toContain('ROMtrack');
    expect(staff.body).not.toContain('<b>');
    // The participant page is sent as built.
    expect((await get('/demo')).body).toBe('<!doctype html><title>participant</title>');
  });
});
