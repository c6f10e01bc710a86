import { describe, expect, it } from 'vitest';
import { parseTemplate, placeholdersOf, TemplateSyntaxError } from './template-syntax';

describe('parseTemplate', () => {
  it('splits text, values and sections', () => {
    expect(
      parseTemplate(
        '<h1>{{ headline }}</h1>{{#rows}}<p>{{line}}</p>{{/rows}}{{^rows}}none{{/rows}}',
      ),
    ).toEqual([
      { kind: 'text', text: '<h1>' },
      { kind: 'value', name: 'headline', at: 4 },
      { kind: 'text', text: '</h1>' },
      {
        kind: 'section',
        name: 'rows',
        inverted: false,
        at: 23,
        children: [
          { kind: 'text', text: '<p>' },
          { kind: 'value', name: 'line', at: 35 },
          { kind: 'text', text: '</p>' },
        ],
      },
      {
        kind: 'section',
        name: 'rows',
        inverted: true,
        at: 56,
        children: [{ kind: 'text', text: 'none' }],
      },
    ]);
  });

  it('names where a template breaks', () => {
    const fault = (template: string) => {
      try {
        parseTemplate(template);
      } catch (error) {
        if (error instanceof TemplateSyntaxError) return [error.message, error.at];
      }
      return undefined;
    };
    expect(fault('a {{#rows}} b')).toEqual(['{{#rows}} is never closed.', 2]);
    expect(fault('{{#a}}{{/b}}')).toEqual(['{{/b}} closes no open section.', 6]);
    expect(fault('x {{{raw}}}')?.[1]).toBe(2);
    expect(fault('{{> partial}}')?.[1]).toBe(0);
    expect(fault('{{#a}}{{#b}}{{#c}}{{#d}}{{#e}}{{/e}}{{/d}}{{/c}}{{/b}}{{/a}}')).toEqual([
      'Sections are nested too deep.',
      24,
    ]);
  });

  it('keeps every character of the text between tags', () => {
    const template = 'a { b } {c} }} d';
    expect(parseTemplate(template)).toEqual([{ kind: 'text', text: template }]);
  });
});

describe('placeholdersOf', () => {
  it('gives each placeholder its path of sections', () => {
    const found = [
      ...placeholdersOf(parseTemplate('{{title}}{{#rows}}{{line}}{{price}}{{/rows}}')),
    ];
    expect(found.map((placeholder) => [placeholder.path.join('.'), placeholder.isSection])).toEqual(
      [
        ['title', false],
        ['rows', true],
        ['rows.line', false],
        ['rows.price', false],
      ],
    );
  });
});
