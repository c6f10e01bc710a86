import { describe, expect, it } from 'vitest';
import { checkFormModel } from './check-form-model';
import { checkTemplate } from './check-template';
import type { FormModel } from './form-model';

const model: FormModel = {
  orientations: [
    { orientation_name: 'Landscape', orientation_pixels: '1920x1080', orientation: '16:9' },
  ],
  fields: [
    { fieldName: 'headline', type: 'textarea', label: 'Headline' },
    { fieldName: 'colour', type: 'colorPicker', label: 'Colour' },
    { fieldName: 'image', type: 'media', label: 'Image' },
    {
      fieldName: 'rows',
      type: 'fieldset',
      label: 'Rows',
      fields: [
        { fieldName: 'line', type: 'textarea', label: 'Line' },
        { fieldName: 'price', type: 'textarea', label: 'Price' },
      ],
    },
  ],
};

const messages = (html: string, assets?: string[]) =>
  checkTemplate(html, model, assets).map((issue) => issue.message);

describe('checkTemplate', () => {
  it('reads names inside a section as the renderer does: its own, then those outside', () => {
    const withProduct: FormModel = {
      ...model,
      fields: [...model.fields, { fieldName: 'product', type: 'productSelector', label: 'P' }],
    };
    const of = (html: string) => checkTemplate(html, withProduct).map((issue) => issue.message);
    expect(of('{{#image}}<img src="{{url}}" width="{{width}}">{{/image}}')).toEqual([]);
    expect(of('{{#product}}<b>{{name}} {{price}}</b>{{/product}}')).toEqual([]);
    expect(of('{{#rows}}<p>{{line}} {{headline}}</p>{{/rows}}')).toEqual([]);
    expect(of('{{#image}}{{line}}{{/image}}')).toEqual([
      '{{line}} inside {{#image}} names no field there',
    ]);
    expect(of('{{#colour}}{{url}}{{/colour}}')).toEqual([
      '{{url}} inside {{#colour}} names no field there',
    ]);
  });

  it("takes a text's {{qrCode}} inside its section and between tags only", () => {
    expect(messages('{{#headline}}<div class="qr">{{qrCode}}</div>{{/headline}}')).toEqual([]);
    expect(messages('{{#rows}}{{#line}}{{ qrCode }}{{/line}}{{/rows}}')).toEqual([]);
    expect(messages('{{#headline}}{{#qrCode}}<i>{{qrCode}}</i>{{/qrCode}}{{/headline}}')).toEqual(
      [],
    );
    expect(messages('{{qrCode}}')).toEqual(['{{qrCode}} names no field']);
    expect(messages('{{#image}}{{qrCode}}{{/image}}')).toEqual([
      '{{qrCode}} inside {{#image}} names no field there',
    ]);
    expect(messages('{{#headline}}<img alt="{{qrCode}}">{{/headline}}')).toEqual([
      '{{qrCode}} writes an image; it goes between tags, not in an attribute',
    ]);
  });

  it('takes a static template with placeholders, sections, styles and its assets', () => {
    const html = `<!doctype html><html><head><style>
      @font-face { font-family: Brand; src: url("assets/brand.woff2") format("woff2"); }
      body { background: url(assets/back.png) {{colour}}; }</style></head>
      <body style="color: {{colour}}"><h1>{{headline}}</h1><img src="{{image}}" alt="">
      <img src="assets/logo.png" srcset="assets/logo.png 1x, assets/logo2.png 2x">
      <a href="#top">top</a><img src="data:image/png;base64,iVBORw0KGgo=">
      {{#rows}}<p>{{line}} <b>{{price}}</b></p>{{/rows}}{{^image}}<p>No image</p>{{/image}}
      <svg viewBox="0 0 10 10"><circle r="4" fill="red"/><use href="#c"/></svg></body></html>`;
    expect(
      checkTemplate(html, model, ['brand.woff2', 'back.png', 'logo.png', 'logo2.png']),
    ).toEqual([]);
  });

  it('names syntax errors and placeholders that name no field', () => {
    expect(messages('{{#rows}}')[0]).toMatch(/never closed/);
    expect(messages('{{ name')[0]).toMatch(/must be \{\{name\}\}/);
    expect(messages('<p>{{price}}</p>')).toEqual(['{{price}} names no field']);
    expect(messages('{{#rows}}{{headline2}}{{/rows}}')).toEqual([
      '{{headline2}} inside {{#rows}} names no field there',
    ]);
    expect(messages('{{#nothing}}x{{/nothing}}')).toEqual(['{{#nothing}} names no field']);
    expect(messages('{{rows}}')[0]).toMatch(/is a fieldset/);
  });

  it.each([
    ['<script>alert(1)</script>', /<script> is not allowed/],
    ['<SCRIPT SRC="x.js"></SCRIPT>', /<script> is not allowed/],
    ['<scr<script>ipt>alert(1)</script>', /<scr<script> is not a tag name/],
    ['<<script>script>alert(1)</script>', /<script> is not allowed/],
    ['<svg><script>alert(1)</script></svg>', /<script> is not allowed/],
    ['<svg><handler>alert(1)</handler></svg>', /<handler> is not allowed/],
    ['<noscript><script>alert(1)</script></noscript>', /<script> is not allowed/],
    ['<template><script>alert(1)</script></template>', /<script> is not allowed/],
    ['<img src=x onerror="alert(1)">', /onerror attribute is not allowed/],
    ['<IMG SRC=x OnLoAd=alert(1)>', /onload attribute is not allowed/],
    ['<svg onload=alert(1)>', /onload attribute/],
    ['<a href="javascript:alert(1)">x</a>', /script address/],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', /script address/],
    ['<a href="&#106;avascript:alert(1)">x</a>', /script address/],
    ['<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>', /script address/],
    ['<a href="java\tscript:alert(1)">x</a>', /script address/],
    ['<a href=" java\nscript:alert(1)">x</a>', /script address/],
    ['<a href="java{{headline}}script:alert(1)">x</a>', /script address/],
    ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', /script address/],
    ['<svg><set attributeName="href" to="javascript:alert(1)"/></svg>', /may not animate href/],
    ['<svg><animate attributeName="onbegin" values="x"/></svg>', /may not animate/],
    ['<iframe src="assets/a.png"></iframe>', /<iframe> is not allowed/],
    ['<frameset><frame src="x"></frameset>', /<frame(set)?> is not allowed/],
    ['<object data="x"></object>', /<object> is not allowed/],
    ['<embed src="x">', /<embed> is not allowed/],
    ['<applet code="x"></applet>', /<applet> is not allowed/],
    ['<form action="x"><input></form>', /<form> is not allowed/],
    ['<base href="https://evil.example/">', /<base> is not allowed/],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example">', /http-equiv/],
    ['<link rel="preload" href="assets/a.png">', /only a stylesheet/],
    ['<link rel="stylesheet" href="https://evil.example/a.css">', /external addresses/],
    ['<img src="https://evil.example/a.png">', /external addresses/],
    ['<img src="//evil.example/a.png">', /external addresses/],
    ['<img src="\\\\evil.example/a.png">', /external addresses/],
    ['<img src="http:evil.example">', /external addresses/],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', /data images/],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', /data images/],
    ['<img srcset="assets/a.png 1x, https://evil.example/b.png 2x">', /external addresses/],
    ['<img src="/etc/passwd">', /assets\/<name>/],
    ['<img src="assets/../secret">', /assets\/<name>/],
    ['<img src="images/a.png">', /assets\/<name>/],
    ['<div style="background:url(//evil)">x</div>', /CSS url\(\): external/],
    ['<div style="background:url(&quot;https://evil&quot;)">x</div>', /CSS url\(\): external/],
    ['<div style="background:\\75 rl(https://evil)">x</div>', /CSS url\(\): external/],
    ['<div style="background:u\\rl(https://evil)">x</div>', /CSS url\(\): external/],
    ['<style>@import "https://evil/a.css";</style>', /@import/],
    ['<style>@\\69mport url(x.css);</style>', /@import/],
    ['<style>@im/**/port url(x.css);</style>', /CSS/],
    ['<style>div { background: image-set("https://evil/a.png" 1x) }</style>', /external/],
    ['<svg><style>rect { fill: url(https://evil/#a) }</style></svg>', /CSS url\(\): external/],
    ['<div style="width: expression(alert(1))">x</div>', /active CSS/],
    ['<p>{{#rows}}<scr{{/rows}}ipt>alert(1)</script>', /sections go between tags|<script>/],
    ['<scr{{#image}}{{/image}}ipt>alert(1)</script>', /sections go between tags/],
    ['<img {{headline}}=x>', /values go in text or attribute values/],
    ['<img on{{headline}}=alert(1)>', /values go in text|onxx/],
  ])('refuses %s', (html, expected) => {
    expect(messages(html).join('\n')).toMatch(expected);
  });

  it('checks the document with sections hidden as well as shown', () => {
    expect(
      messages('<style>@im{{#image}}x{{/image}}port "https://evil/a.css";</style>').join(),
    ).toMatch(/@import/);
  });

  it('names an asset the template does not carry', () => {
    expect(messages('<img src="assets/logo.png">', ['other.png'])).toEqual([
      "src: assets/logo.png is not among the template's assets",
    ]);
  });
});

describe('checkFormModel', () => {
  it('takes a sound model', () => {
    expect(checkFormModel(model)).toEqual([]);
  });

  it('names duplicate names across fieldsets, fieldset shape, options, parents, bounds and defaults', () => {
    const bad: FormModel = {
      orientations: [
        { orientation_name: 'L', orientation_pixels: '1920x1080', orientation: '16:9' },
        { orientation_name: 'L', orientation_pixels: '1080x1920', orientation: '9:16' },
      ],
      fields: [
        { fieldName: 'headline', type: 'textarea', label: 'H', maxLength: 3, defaultValue: 'long' },
        {
          fieldName: 'rows',
          type: 'fieldset',
          label: 'R',
          fields: [{ fieldName: 'headline', type: 'textarea', label: 'H' }],
        },
        { fieldName: 'empty', type: 'fieldset', label: 'E' },
        { fieldName: 'text', type: 'textarea', label: 'T', fields: [] },
        { fieldName: 'pick', type: 'radio', label: 'P' },
        {
          fieldName: 'many',
          type: 'choices',
          label: 'M',
          options: [
            { value: 'a', label: 'A' },
            { value: 'a', label: 'A' },
          ],
          defaultValue: 'b',
        },
        { fieldName: 'source', type: 'multiSelect', label: 'S', optionsSource: 'tags' },
        { fieldName: 'photo', type: 'itemMediaPicker', label: 'Ph', parentField: 'headline' },
        { fieldName: 'layers', type: 'metadataLayers', label: 'La' },
        { fieldName: 'ghost', type: 'metadataLayers', label: 'G', parentField: 'nobody' },
        {
          fieldName: 'size',
          type: 'slider',
          label: 'Sz',
          minValue: 5,
          maxValue: 5,
          defaultValue: 'x',
        },
        { fieldName: 'on', type: 'switch', label: 'On', defaultValue: 'yes' },
        { fieldName: 'tint', type: 'colorPicker', label: 'Ti', defaultValue: 'red' },
        { fieldName: 'img', type: 'media', label: 'I', defaultValue: 'x' },
      ],
    };
    expect(checkFormModel(bad)).toEqual([
      { path: 'formModel.fields[0].defaultValue', message: 'is longer than maxLength (3)' },
      {
        path: 'formModel.fields[1].fields[0].fieldName',
        message: 'headline is used by another field',
      },
      { path: 'formModel.fields[2].fields', message: 'a fieldset needs its fields' },
      { path: 'formModel.fields[3].fields', message: 'only a fieldset has fields' },
      {
        path: 'formModel.fields[4].options',
        message: 'a radio field needs options or optionsSource',
      },
      { path: 'formModel.fields[5].options[1].value', message: 'a is there twice' },
      { path: 'formModel.fields[5].defaultValue', message: 'must be one of the options' },
      { path: 'formModel.fields[10].minValue', message: 'must be less than maxValue' },
      { path: 'formModel.fields[10].defaultValue', message: 'must be a number' },
      { path: 'formModel.fields[11].defaultValue', message: 'must be true or false' },
      { path: 'formModel.fields[12].defaultValue', message: 'must be a colour #rrggbb' },
      {
        path: 'formModel.fields[13].defaultValue',
        message: 'a media field takes no default value',
      },
      {
        path: 'formModel.fields[7].parentField',
        message: 'headline must be a productSelector field',
      },
      {
        path: 'formModel.fields[8].parentField',
        message: 'a metadataLayers field needs the media field it belongs to',
      },
      { path: 'formModel.fields[9].parentField', message: 'no field is named nobody' },
      {
        path: 'formModel.orientations[1].orientation_name',
        message: 'L is used by another orientation',
      },
    ]);
  });

  it('takes a parent of the right type, in or out of a fieldset', () => {
    const sound: FormModel = {
      orientations: model.orientations,
      fields: [
        { fieldName: 'product', type: 'productSelector', label: 'P' },
        { fieldName: 'photo', type: 'itemMediaPicker', label: 'Ph', parentField: 'product' },
        { fieldName: 'video', type: 'media', label: 'V' },
        { fieldName: 'layers', type: 'metadataLayers', label: 'L', parentField: 'video' },
      ],
    };
    expect(checkFormModel(sound)).toEqual([]);
  });
});
