// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cmsContentSecurityPolicy,
  assetContentSecurityPolicy,
  contentSecurityPolicy,
  headersFile,
  nginxServerBlock,
  inlineScriptHashes,
  inlineStyleHashes,
  leadImages,
  inboxContentSecurityPolicy,
} from '../../scripts/hosting.mjs';

type HeaderRule = { pattern: string; detach: string[]; headers: Record<string, string> };

/** `_headers` as the hosts read it: a path line, then its indented `! Name` and `Name: value` lines. */
function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), detach: [], headers: {} });
    else if (line.trim().startsWith('! ')) rules.at(-1)!.detach.push(line.trim().slice(2));
    else {
      const [name = '', ...value] = line.trim().split(':');
      rules.at(-1)!.headers[name.trim()] = value.join(':').trim();
    }
  }
  return rules;
}

/**
 * Every matching rule applies in order, `*` matching by prefix, as Cloudflare does: a rule
 * first removes what it detaches, then sets its headers; a header set twice is joined.
 */
const headersForPath = (rules: HeaderRule[], path: string): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter(({ pattern }) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  )) {
    for (const name of rule.detach) delete headers[name];
    for (const [name, value] of Object.entries(rule.headers))
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
};

const sitePolicy = "default-src 'none'";
const cmsPolicy = cmsContentSecurityPolicy({ delivery: 'header' });
const inboxPolicy = inboxContentSecurityPolicy({ delivery: 'header' });

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('hosting policy', () => {
  it('allows the form endpoints to be fetched and posted to', () => {
    const policy = contentSecurityPolicy({
      formOrigins: ['https://forms.example.com'],
      delivery: 'header',
    });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://forms.example.com");
    expect(directive(policy, 'form-action')).toBe(
      "form-action 'self' mailto: https://forms.example.com",
    );
  });

  it('frames only the map and never inlines scripts', () => {
    const policy = contentSecurityPolicy({ delivery: 'header' });
    expect(directive(policy, 'frame-src')).toBe('frame-src https://www.openstreetmap.org');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it("allows Cloudflare Turnstile's script and frame only where the build switched it on", () => {
    const policy = contentSecurityPolicy({
      challengeOrigins: ['https://challenges.cloudflare.com'],
      delivery: 'header',
    });
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://challenges.cloudflare.com",
    );
    expect(directive(policy, 'frame-src')).toBe(
      'frame-src https://www.openstreetmap.org https://challenges.cloudflare.com',
    );
  });

  it('leaves frame-ancestors out of the meta policy, which cannot carry it', () => {
    expect(directive(contentSecurityPolicy({ delivery: 'header' }), 'frame-ancestors')).toBe(
      "frame-ancestors 'none'",
    );
    expect(
      directive(contentSecurityPolicy({ delivery: 'meta' }), 'frame-ancestors'),
    ).toBeUndefined();
  });

  it("hashes prerendered style attributes as the browser does (Chromium's own hash of color:red)", () => {
    const { attributes } = inlineStyleHashes([
      '<div style="color:red"></div>',
      '<p style="color:red">',
    ]);
    expect(attributes).toEqual(["'sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ='"]);
    expect(
      directive(
        contentSecurityPolicy({ styleHashes: { elements: [], attributes }, delivery: 'meta' }),
        'style-src-attr',
      ),
    ).toBe(`style-src-attr 'unsafe-hashes' ${attributes[0]}`);
    // The browser hashes the attribute's value, after HTML entities are decoded.
    const decoded = `'sha256-${createHash('sha256').update('content:"a"').digest('base64')}'`;
    expect(inlineStyleHashes(['<div style="content:&quot;a&quot;">']).attributes).toEqual([
      decoded,
    ]);
  });

  it('allows inline <style> elements by the hash of their exact text, and no others', () => {
    const css = ':root{--c:#0b1f44}body{margin:0}';
    const hashes = inlineStyleHashes([`<head><style>${css}</style></head>`]);
    expect(hashes).toEqual({
      elements: [`'sha256-${createHash('sha256').update(css).digest('base64')}'`],
      attributes: [],
    });
    const policy = contentSecurityPolicy({ styleHashes: hashes, delivery: 'header' });
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${hashes.elements[0]}`);
    expect(directive(policy, 'style-src-attr')).toBeUndefined();
  });

  it('allows the inline scripts a page runs by their hash, never data blocks or external scripts', () => {
    const code = 'document.documentElement.dataset.x="1"';
    const hashes = inlineScriptHashes([
      `<head><script>${code}</script><script type="application/ld+json">{"@type":"Thing"}</script></head>`,
      `<body><script type="module" src="/assets/index.js"></script><script>${code}</script></body>`,
    ]);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(code).digest('base64')}'`]);
    const policy = contentSecurityPolicy({ scriptHashes: hashes, delivery: 'meta' });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hashes[0]}`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('writes _headers that give assets a year and everything else revalidation, and reads them back', () => {
    const rules = parseHeadersFile(
      headersFile({
        csp: sitePolicy,
        cmsCsp: cmsPolicy,
        inboxCsp: inboxPolicy,
        unhashedPaths: ['/', '/services', '/robots.txt'],
      }),
    );
    expect(headersForPath(rules, '/assets/index-abc123.js')).toMatchObject({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': assetContentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headersForPath(rules, '/services')['Cache-Control']).toBe('no-cache');
    expect(headersForPath(rules, '/robots.txt')['X-Content-Type-Options']).toBe('nosniff');
  });

  it('repeats the security headers in every nginx location, which do not inherit them', () => {
    const config = nginxServerBlock({
      csp: sitePolicy,
      cmsCsp: cmsPolicy,
      inboxCsp: inboxPolicy,
      root: '/srv/site',
    });
    const locations = config.match(/location [^{]+\{[^}]*?(?:types \{[^}]*\}[^}]*)?\}/g) ?? [];
    const withHeaders = locations.filter((block) => block.includes('add_header'));
    expect(withHeaders.length).toBeGreaterThanOrEqual(6);
    for (const block of withHeaders) {
      const policy = /location (= )?\/admin\/leads/.test(block)
        ? inboxPolicy
        : /location (= )?\/admin/.test(block)
          ? cmsPolicy
          : block.includes('location /assets/')
            ? assetContentSecurityPolicy
            : sitePolicy;
      expect(block).toContain(`add_header Content-Security-Policy "${policy}" always;`);
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
    }
    expect(config).toContain('try_files $uri $uri/index.html =404;');
    expect(config).toContain('error_page 404 /404.html;');
  });

  it("gives the content manager its own policy, opener policy and noindex, and every other path the site's alone", () => {
    const rules = parseHeadersFile(
      headersFile({
        csp: sitePolicy,
        cmsCsp: cmsPolicy,
        inboxCsp: inboxPolicy,
        unhashedPaths: ['/', '/admin', '/admin/*', '/about'],
      }),
    );
    expect(rules.map(({ pattern }) => pattern)).toEqual([
      ...new Set(rules.map(({ pattern }) => pattern)),
    ]);
    for (const path of ['/admin', '/admin/', '/admin/index.html']) {
      expect(headersForPath(rules, path), path).toMatchObject({
        'Content-Security-Policy': cmsPolicy,
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        'X-Robots-Tag': 'noindex',
        'X-Frame-Options': 'DENY',
        'Cache-Control': 'no-cache',
      });
    }
    for (const path of ['/', '/about', '/administrator']) {
      const headers = headersForPath(rules, path);
      expect(headers['Content-Security-Policy'], path).toBe(sitePolicy);
      expect(headers['Cross-Origin-Opener-Policy'], path).toBe('same-origin');
      expect(headers['X-Robots-Tag'], path).toBeUndefined();
    }
  });

  it("gives the leads' inbox its own policy, the site's opener policy and noindex", () => {
    const rules = parseHeadersFile(
      headersFile({
        csp: sitePolicy,
        cmsCsp: cmsPolicy,
        inboxCsp: inboxPolicy,
        unhashedPaths: ['/', '/admin', '/admin/*'],
      }),
    );
    for (const path of ['/admin/leads', '/admin/leads/', '/admin/leads/index.html']) {
      expect(headersForPath(rules, path), path).toMatchObject({
        'Content-Security-Policy': inboxPolicy,
        'Cross-Origin-Opener-Policy': 'same-origin',
        'X-Robots-Tag': 'noindex',
        'X-Frame-Options': 'DENY',
        'Cache-Control': 'no-cache',
      });
    }
    expect(directive(inboxPolicy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(inboxPolicy, 'script-src')).toBe("script-src 'self'");
    expect(directive(inboxPolicy, 'style-src')).toBe("style-src 'self'");
    const config = nginxServerBlock({
      csp: sitePolicy,
      cmsCsp: cmsPolicy,
      inboxCsp: inboxPolicy,
      root: '/srv/site',
    });
    expect(config).toMatch(
      new RegExp(
        `location /admin/leads/ \\{[^}]*Content-Security-Policy "${inboxPolicy.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`,
      ),
    );
  });

  it("preloads each page's lead images in its response, and no image the browser picks from several files", () => {
    const html = [
      '<img class="hero" src="/assets/hero.svg" width="640" height="560" alt="" fetchPriority="high"/>',
      '<img src="/assets/card.svg" alt="" loading="lazy"/>',
      '<picture class="p"><source type="image/avif" srcset="/assets/photo.avif"/><img src="/assets/photo.jpg" alt="" fetchPriority="high"/></picture>',
      '<img src="/assets/wide.png" srcset="/assets/wide-2x.png 2x" alt="" fetchPriority="high"/>',
    ].join('');
    expect(leadImages(html)).toEqual(['/assets/hero.svg']);
    const rules = parseHeadersFile(
      headersFile({
        csp: sitePolicy,
        cmsCsp: cmsPolicy,
        inboxCsp: inboxPolicy,
        unhashedPaths: ['/', '/about'],
        leadImages: { '/': ['/assets/hero.svg'], '/about': [] },
      }),
    );
    expect(headersForPath(rules, '/')).toMatchObject({
      Link: '</assets/hero.svg>; rel=preload; as=image; fetchpriority=high',
      'Cache-Control': 'no-cache',
    });
    expect(headersForPath(rules, '/about').Link).toBeUndefined();
  });

  it("sends a hashed asset the headers that act on it, not the pages' policy and framing rules", () => {
    const rules = parseHeadersFile(
      headersFile({
        csp: sitePolicy,
        cmsCsp: cmsPolicy,
        inboxCsp: inboxPolicy,
        unhashedPaths: ['/'],
      }),
    );
    const headers = headersForPath(rules, '/assets/logo-abc123.svg');
    expect(headers['Content-Security-Policy']).toBe(assetContentSecurityPolicy);
    for (const name of ['Permissions-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy'])
      expect(headers[name], name).toBeUndefined();
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=31536000',
    });
    expect(assetContentSecurityPolicy).not.toMatch(/script-src|'self'/);
  });

  it("lets the content manager's interface style itself, talk to GitHub, and nothing more", () => {
    expect(directive(cmsPolicy, 'script-src')).toBe("script-src 'self'");
    expect(cmsPolicy).not.toContain('unsafe-eval');
    expect(directive(cmsPolicy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(cmsPolicy, 'connect-src')).toContain('https://api.github.com');
    // An uploaded image is read back from its in-memory blob when the entry is saved.
    expect(directive(cmsPolicy, 'connect-src')).toContain('blob:');
    expect(directive(cmsPolicy, 'img-src')).toContain('https://avatars.githubusercontent.com');
    expect(directive(cmsPolicy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(
      directive(cmsContentSecurityPolicy({ delivery: 'meta' }), 'frame-ancestors'),
    ).toBeUndefined();
  });
});
