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

describe('Go template conditions, as GoTrue renders them (local/auth/go-template.ts)', () => {
  const withData = (Data: Record<string, unknown>): MailVariables => ({ ...variables, Data });
  const pick = '{{ if eq .Data.locale "es" }}ES{{ else if eq .Data.locale "ar" }}AR{{ else }}EN{{ end }}';

  it('takes the branch of .Data.locale; a missing, null or other locale reads English', () => {
    expect(renderTemplate(pick, withData({ locale: 'es' }))).toBe('ES');
    expect(renderTemplate(pick, withData({ locale: 'ar' }))).toBe('AR');
    expect(renderTemplate(pick, withData({ locale: 'fr' }))).toBe('EN');
    expect(renderTemplate(pick, withData({}))).toBe('EN');
    expect(renderTemplate(pick, withData({ locale: null }))).toBe('EN');
    expect(renderTemplate(pick, { ...variables, Data: undefined as unknown as Record<string, unknown> })).toBe('EN');
  });

  it("fails the mail as Go's eq does when the value is of another kind (a number, true, an object)", () => {
    for (const locale of [1, true, { es: true }]) {
      expect(() => renderTemplate(pick, withData({ locale })), JSON.stringify(locale)).toThrow(/incompatible types for comparison/);
    }
  });

  it("knows eq with several values, ne, not, a value's truth, comments and the trim markers", () => {
    expect(renderTemplate('{{ if eq .Data.locale "es" "ar" }}not English{{ end }}', withData({ locale: 'ar' }))).toBe('not English');
    expect(renderTemplate('{{ if ne .Data.locale "en" }}x{{ else }}y{{ end }}', withData({ locale: 'en' }))).toBe('y');
    expect(renderTemplate('{{ if not .Data.locale }}none{{ end }}', withData({ locale: '' }))).toBe('none');
    expect(renderTemplate('{{ if .Data.name }}{{ .Data.name }}{{ end }}', withData({ name: 'Ada' }))).toBe('Ada');
    expect(renderTemplate('a {{- /* gone */ -}} b\n{{- if `x` }} c{{ end }}', variables)).toBe('ab c');
  });

  it('refuses what this stack does not render, so the start stops instead of mailing something else', () => {
    for (const template of [
      '{{ .Token | html }}',
      '{{ range .Data }}x{{ end }}',
      '{{ if .Token }}x',
      'x{{ end }}',
      '{{ else }}',
      '{{ if eq .Token 1 }}x{{ end }}',
      '{{ $x := 1 }}',
    ]) {
      expect(() => renderTemplate(template, variables), template).toThrow();
    }
  });

  it("writes config.toml's confirmation, recovery and e-mail change in the user's language; English exactly as before", () => {
    const { templates } = readProjectConfig(rootDir).auth;
    const english: Record<string, string> = {
      confirmation:
        '<h2>Confirm your e-mail address</h2>\n<p>Welcome to Money Train Academy! Follow this link to confirm your address and open your dashboard:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm my e-mail</a></p>\n<p>Or enter this code: {{ .Token }}</p>\n<p>If you did not create an account, you can ignore this e-mail.</p>\n',
      recovery:
        '<h2>Reset your password</h2>\n<p>Someone asked to reset the password of your Money Train Academy account. Follow this link to set a new one:</p>\n<p><a href="{{ .ConfirmationURL }}">Set a new password</a></p>\n<p>If it was not you, ignore this e-mail: your password stays as it is.</p>\n',
      email_change:
        '<h2>Confirm your new e-mail address</h2>\n<p>Follow this link to confirm the change of your Money Train Academy address from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm the change</a></p>\n<p>If you did not ask for this change, ignore this e-mail.</p>\n',
    };
    const subjects: Record<string, [string, string, string]> = {
      confirmation: ['Confirm your Money Train Academy account', 'Confirma tu cuenta de Money Train Academy', 'أكّد حسابك في Money Train Academy'],
      recovery: ['Reset your Money Train Academy password', 'Restablece tu contraseña de Money Train Academy', 'أعد تعيين كلمة مرور Money Train Academy'],
      email_change: [
        'Confirm your new Money Train Academy address',
        'Confirma tu nueva dirección de Money Train Academy',
        'أكّد عنوانك الجديد في Money Train Academy',
      ],
    };
    for (const kind of ['confirmation', 'recovery', 'email_change'] as const) {
      const template = templates[kind]!;
      const body = readFileSync(template.contentPath!, 'utf8');
      const render = (locale?: string) => ({
        subject: renderTemplate(template.subject!, withData(locale ? { locale } : {}), (text) => text),
        html: renderTemplate(body, withData(locale ? { locale } : {})),
      });
      const [en, es, ar] = subjects[kind]!;
      // The English branch is the former template, word for word (Prettier lays the branches out on lines of their own).
      expect(render().subject, kind).toBe(en);
      expect(render().html.trim(), kind).toBe(renderTemplate(english[kind]!, variables).trim());
      expect(render('en').html, kind).toBe(render().html);
      expect(render('es').subject, kind).toBe(es);
      expect(render('es').html, kind).toMatch(/^\s*<div lang="es">\s*<h2>(Confirma|Restablece)/);
      expect(render('ar').subject, kind).toBe(ar);
      expect(render('ar').html, kind).toMatch(/^\s*<div dir="rtl" lang="ar">\s*<h2>/);
      for (const locale of ['es', 'ar']) {
        const { html } = render(locale);
        expect(html, `${kind} ${locale}`).toContain(`href="${renderTemplate('{{ .ConfirmationURL }}', variables)}"`);
        expect(htmlToText(html), `${kind} ${locale}`).not.toMatch(/Follow this link|ignore this e-mail/);
      }
    }
  });
});
