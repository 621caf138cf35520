// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rootDir } from '../settings';
import { AUTH_MAIL_KINDS, readProjectConfig } from '../supabase-config';
import { htmlToText, renderTemplate, type MailVariables } from './mail';

const variables: MailVariables = {
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2Fapp',
  Token: '123456',
  TokenHash: 'abc',
  SiteURL: 'http://app',
  RedirectTo: 'http://app',
  Email: 'ada@example.com',
  NewEmail: 'ada@new.example.com',
  Data: { name: 'Ada <b>' },
};

describe('renderTemplate', () => {
  it("fills GoTrue's variables and Data keys, HTML-escaped, and drops what it does not support", () => {
    const html = renderTemplate('<a href="{{ .ConfirmationURL }}">Go</a> {{.Token}} {{ .Data.name }} {{ .Missing }} {{ if .Token }}x{{ end }}', variables);
    expect(html).toBe(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&#38;type=signup&#38;redirect_to=http%3A%2F%2Fapp">Go</a> 123456 Ada &#60;b&#62;  x',
    );
  });

  it('leaves subjects unescaped when asked', () => {
    expect(renderTemplate('Hi {{ .Data.name }}', variables, (text) => text)).toBe('Hi Ada <b>');
  });
});

describe('htmlToText', () => {
  it('writes links out and strips tags and entities', () => {
    const text = htmlToText(renderTemplate('<h2>Confirm</h2>\n<p>Follow:</p><p><a href="{{ .ConfirmationURL }}">Confirm my e-mail</a></p>', variables));
    expect(text).toBe(`Confirm\n\nFollow:\nConfirm my e-mail: ${variables.ConfirmationURL}`);
  });
});

describe("config.toml's auth mails with a hostile name in the user's data", () => {
  it('no template carries the name: subjects and bodies name nobody, so a stranger adds no words or links', () => {
    const { templates } = readProjectConfig(rootDir).auth;
    const hostile: MailVariables = {
      ...variables,
      Data: { name: 'Reset your password at https://evil.example/login', full_name: '<a href="https://evil.example">x</a>' },
    };
    const walked: string[] = [];
    for (const kind of AUTH_MAIL_KINDS) {
      const template = templates[kind];
      if (!template) continue;
      walked.push(kind);
      const html = renderTemplate(template.contentPath ? readFileSync(template.contentPath, 'utf8') : '', hostile);
      const subject = renderTemplate(template.subject ?? '', hostile, (text) => text);
      for (const text of [subject, html, htmlToText(html)]) expect(text, kind).not.toMatch(/evil\.example|Reset your password at/);
    }
    expect(walked).toEqual(['confirmation', 'recovery', 'email_change']);
  });
});
