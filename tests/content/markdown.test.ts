// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/content/build/markdown';

const serialise = (markdown: string) => JSON.stringify(renderMarkdown(markdown).nodes);

describe('renderMarkdown', () => {
  it('turns Markdown into the typed tree of paragraphs, headings, lists, emphasis and links', () => {
    const { nodes, problems } = renderMarkdown(
      '## Results\n\nCosts fell **38%** in [one year](https://example.com/report).\n\n- faster\n- safer\n',
    );
    expect(problems).toEqual([]);
    expect(nodes).toEqual([
      { tag: 'h2', children: ['Results'] },
      {
        tag: 'p',
        children: [
          'Costs fell ',
          { tag: 'strong', children: ['38%'] },
          ' in ',
          { tag: 'a', href: 'https://example.com/report', children: ['one year'] },
          '.',
        ],
      },
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: ['faster'] },
          { tag: 'li', children: ['safer'] },
        ],
      },
    ]);
  });

  it('drops raw HTML, scripts, inline styles and event handlers: what is left is text', () => {
    const { nodes } = renderMarkdown(
      'Before <script>alert(1)</script><b style="color:red" onclick="steal()">bold</b> after.\n\n<div class="x"><script>alert(2)</script></div>\n\n<style>p{}</style>\n',
    );
    expect(nodes).toEqual([{ tag: 'p', children: ['Before ', 'alert(1)', 'bold', ' after.'] }]);
    expect(JSON.stringify(nodes)).not.toMatch(/<|style|onclick|class/);
  });

  it('keeps no link that runs script, and no attribute beyond a safe href', () => {
    expect(
      serialise('[click](javascript:alert(1)) [mail](mailto:a@b.example) [page](/services)'),
    ).not.toContain('javascript');
    const [paragraph] = renderMarkdown(
      '[mail](mailto:a@b.example "title") [page](/services)',
    ).nodes;
    expect(paragraph).toEqual({
      tag: 'p',
      children: [
        { tag: 'a', href: 'mailto:a@b.example', children: ['mail'] },
        ' ',
        { tag: 'a', href: '/services', children: ['page'] },
      ],
    });
  });

  it('reports raw HTML, images and headings outside ## and ### with their lines', () => {
    expect(
      renderMarkdown('# Title\n\ntext\n\n#### Deep\n\n![chart](chart.png)\n\n<div>x</div>\n')
        .problems,
    ).toEqual([
      { line: 1, message: expect.stringContaining('level 1') },
      { line: 5, message: expect.stringContaining('level 4') },
      { line: 7, message: expect.stringContaining('image') },
      { line: 9, message: expect.stringContaining('raw HTML') },
    ]);
  });

  it("reports a link on its own line, in a list item's second line too", () => {
    expect(
      renderMarkdown(
        'Intro.\n\n- first line\n  then [a page](/servces)\n',
        (href) => href !== '/servces',
      ).problems,
    ).toEqual([{ line: 4, message: 'a link to /servces, which is not a page of this site' }]);
  });

  it('reads character references as the characters they name', () => {
    expect(renderMarkdown('Fish &amp; chips &lt;3 &#169; 2026').nodes).toEqual([
      { tag: 'p', children: ['Fish & chips <3 © 2026'] },
    ]);
  });
});
