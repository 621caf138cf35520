/**
 * The e-mails of the auth server (confirm sign-up, reset password, confirm e-mail change), sent
 * over SMTP to the stack's mail catcher as GoTrue sends them to Mailpit. Subjects and bodies come
 * from config.toml's [auth.email.template.<kind>] (content_path: an HTML file with GoTrue's
 * template variables such as {{ .ConfirmationURL }}, and conditions on the user's metadata such as
 * {{ if eq .Data.locale "es" }}, rendered as GoTrue renders them: ./go-template.ts); a kind
 * config.toml leaves out gets GoTrue's default wording.
 */
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import type { AuthMailKind, MailTemplate } from '../supabase-config';
import { compileTemplate, TemplateError, type CompiledTemplate, type TemplateData } from './go-template';

/** The variables GoTrue gives a mail template (internal/mailer: the email data). */
export interface MailVariables {
  /** The link that verifies the token: {auth URL}/verify?token=…&type=…&redirect_to=… */
  ConfirmationURL: string;
  /** The code the user may type instead of following the link. */
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  /** The address an e-mail change moves to. */
  NewEmail?: string;
  /** The user's metadata ({{ .Data.name }}). */
  Data: Record<string, unknown>;
}

export interface AuthMailer {
  send(kind: AuthMailKind, to: string, variables: MailVariables): Promise<void>;
}

const DEFAULTS: Record<AuthMailKind, { subject: string; html: string }> = {
  confirmation: {
    subject: 'Confirm Your Signup',
    html: '<h2>Confirm your signup</h2>\n<p>Follow this link to confirm your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    html: '<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  },
  email_change: {
    subject: 'Confirm Email Change',
    html: '<h2>Confirm Change of Email</h2>\n<p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change Email</a></p>',
  },
  invite: {
    subject: 'You have been invited',
    html: '<h2>You have been invited</h2>\n<p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>\n<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>',
  },
  magic_link: {
    subject: 'Your Magic Link',
    html: '<h2>Magic Link</h2>\n<p>Follow this link to login:</p>\n<p><a href="{{ .ConfirmationURL }}">Log In</a></p>',
  },
  reauthentication: {
    subject: 'Confirm reauthentication',
    html: '<h2>Confirm reauthentication</h2>\n<p>Enter the code: {{ .Token }}</p>',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Renders a template the way GoTrue's html/template does for what this project's templates use
 * (./go-template.ts: values, if / else if / else on eq, ne, not): each value printed escaped by
 * `escape` (HTML by default). Throws a TemplateError for syntax this stack does not render.
 */
export function renderTemplate(template: string, variables: MailVariables, escape: (text: string) => string = escapeHtml): string {
  return compileTemplate(template)(variables as unknown as TemplateData, escape);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A plain-text copy of an HTML mail, links written out (the inbox page shows this part). */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, label: string) => `${label.replace(/<[^>]+>/g, '')}: ${href}`)
    .replace(/<\/(p|h[1-6]|div|li)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, entity: string) =>
      entity.startsWith('#') ? String.fromCharCode(Number(entity.slice(1))) : (ENTITIES[entity.toLowerCase()] ?? whole),
    )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface AuthMailerOptions {
  host: string;
  port: number;
  sender: { address: string; name: string };
  templates: Partial<Record<AuthMailKind, MailTemplate>>;
}

/**
 * Reads and parses every configured template now (subjects too: GoTrue parses both), so a wrong
 * content_path or a template this stack cannot render stops the start, not a sign-up.
 */
export function createAuthMailer(options: AuthMailerOptions): AuthMailer {
  const templates = new Map<AuthMailKind, { subject: CompiledTemplate; html: CompiledTemplate }>();
  for (const [kind, fallback] of Object.entries(DEFAULTS) as Array<[AuthMailKind, { subject: string; html: string }]>) {
    const configured = options.templates[kind];
    let html = fallback.html;
    if (configured?.contentPath) {
      try {
        html = readFileSync(configured.contentPath, 'utf8');
      } catch (error) {
        throw new Error(`config.toml [auth.email.template.${kind}] content_path: cannot read ${configured.contentPath}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    const compile = (part: string, source: string) => {
      try {
        return compileTemplate(source);
      } catch (error) {
        if (!(error instanceof TemplateError)) throw error;
        throw new Error(`config.toml [auth.email.template.${kind}] ${part}: ${error.message}`, { cause: error });
      }
    };
    templates.set(kind, { subject: compile('subject', configured?.subject ?? fallback.subject), html: compile('content_path', html) });
  }
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10_000,
  });
  return {
    async send(kind, to, variables) {
      const template = templates.get(kind);
      if (!template) throw new Error(`no auth mail template for ${kind}`);
      const data = variables as unknown as TemplateData;
      const html = template.html(data, escapeHtml);
      await transport.sendMail({
        from: { name: options.sender.name, address: options.sender.address },
        to,
        subject: template.subject(data, (text) => text),
        html,
        text: htmlToText(html),
      });
    },
  };
}
