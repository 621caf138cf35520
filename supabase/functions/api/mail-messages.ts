/**
 * The words of every e-mail and push the api sends, in English (the source), Spanish and Arabic
 * (docs/decisions.md, "Languages": mail and push). Messages are ICU MessageFormat, as the web's
 * catalogues (web/src/i18n/catalogues): `{name}` arguments and `{n, plural, …}` with `#` (Arabic
 * with its six forms where the word changes); numbers through `Intl` in the mail's language. The
 * formatter here knows only that subset (no quoting: no message holds a brace), which the unit test
 * (tests/unit/mail-messages.test.ts) checks with the web's ICU parser, key by key, in every language.
 *
 * Whose language a mail is in: the recipient's (`locale` from app.mail_locale: their profile's
 * language, else the one they signed up in), or for an invitation the language the inviter chose.
 */
import { LOCALE_CODES, type LocaleCode } from '../../../contract/index.ts';

const en = {
  greeting: 'Hi {name},',
  linkLine: '{label}: {link}',

  'reminder.daily.subject': "Today's step is waiting",
  'reminder.daily.line': 'Your two-minute step for today is ready when you are.',
  'reminder.daily.button': "Open today's step",
  'reminder.streak.subject': 'Your {streak, plural, other {#-day}} streak ends at midnight',
  'reminder.streak.line': 'You have a {streak, plural, other {#-day}} streak. One two-minute step today keeps it going.',
  'reminder.streak.button': 'Keep my streak',
  'reminder.weekly.subject': 'Your week at Money Train Academy',
  'reminder.weekly.line':
    "Last week you earned {points, plural, one {# point} other {# points}}. A new league week has started: see where you stand and take today's step.",
  'reminder.weekly.button': 'See my league',
  'reminder.unsubscribeText': 'Stop reminder e-mails with one click: {link}',
  'reminder.footer': 'You chose these reminders in your profile. {unsubscribe} in one click.',
  'reminder.unsubscribe': 'Unsubscribe',

  'station.name': 'Station {station}',
  'station.named': 'Station {station}: {title}',
  'nudge.subject': '{sponsor} is cheering you on',
  'nudge.body': '{sponsor} is cheering you on at Money Train Academy. {step} It takes about two minutes.',
  'nudge.next': 'Your next stop is {station}.',
  'nudge.allDone': 'You have finished every station; pick a course to keep going.',
  'nudge.continue': 'Continue',
  'nudge.button': 'Continue learning',
  'nudge.optoutText': "Don't want reminders from your sponsor? Turn them off: {link}",
  'nudge.optoutHtml': "Don't want reminders from your sponsor? {turnOff}.",
  'nudge.turnOff': 'Turn them off',

  'reward.footer': 'You receive this e-mail because you redeemed a reward at Money Train Academy.',
  'reward.refunded.subject': 'Refunded: {title}',
  'reward.refunded.body': 'We could not deliver your reward "{title}", so {cost, plural, one {its # token is} other {its # tokens are}} back in your balance.',
  'reward.refunded.why': 'Why: {reason}',
  'reward.delivered.subject': 'Delivered: {title}',
  'reward.delivered.body': 'Your reward "{title}" has been delivered:',
  'reward.delivered.file': 'A file comes with it: {file}. Download it under Claimed rewards on the Rewards page.',
  'reward.delivered.where': 'You can also find it under Claimed rewards on the Rewards page.',
  'reward.pack.subject': 'Your reward: {title}',
  'reward.pack.body': 'Here is your reward "{title}". It is also under Claimed rewards on the Rewards page.',
  'reward.pack.bodyHtml': 'Here is your reward. It is also under Claimed rewards on the Rewards page.',

  'invite.subject': '{sponsor} invited you to Money Train Academy',
  'invite.heading': "You're invited to Money Train Academy",
  'invite.invited': '{sponsor} has invited you to join Money Train Academy.',
  'invite.about': 'Money Train Academy teaches network-marketing skills in two-minute lessons, quizzes and missions.',
  'invite.aboutMore': 'Learn at your own pace, earn tokens and leaderboard points, and trade tokens for business tools.',
  'invite.aboutHtml':
    'Learn network-marketing skills in two-minute lessons, quizzes and missions. Earn tokens and leaderboard points as you go, and trade tokens for business tools.',
  'invite.create': 'Create your free account',
  'invite.orOpen': 'Or open this link: {link}',
  'invite.code': "Your sponsor's invite code: {code}",
  'invite.ignore': "If you weren't expecting this e-mail, you can ignore it.",

  'cheer.title': 'Your sponsor cheered you',
  'cheer.answeredTitle': '{name} answered your question',
  // A ready-made cheer's words in the push (contract/coaching.ts CHEER_PRESETS; the app's coaching.preset.*).
  'cheer.preset.welcome': 'Welcome to the team! So glad you joined.',
  'cheer.preset.proud': 'Proud of you! Keep going.',
  'cheer.preset.streak': 'Keep your streak alive: one lesson today!',
  'cheer.preset.help': "I'm here if you need anything.",
};

export type MailMessageId = keyof typeof en;

const es: Record<MailMessageId, string> = {
  greeting: 'Hola, {name}:',
  linkLine: '{label}: {link}',

  'reminder.daily.subject': 'Tu paso de hoy te espera',
  'reminder.daily.line': 'Tu paso de dos minutos de hoy está listo cuando tú lo estés.',
  'reminder.daily.button': 'Abrir el paso de hoy',
  'reminder.streak.subject': 'Tu racha de {streak, plural, one {# día} other {# días}} termina a medianoche',
  'reminder.streak.line': 'Llevas una racha de {streak, plural, one {# día} other {# días}}. Un paso de dos minutos hoy la mantiene viva.',
  'reminder.streak.button': 'Mantener mi racha',
  'reminder.weekly.subject': 'Tu semana en Money Train Academy',
  'reminder.weekly.line':
    'La semana pasada ganaste {points, plural, one {# punto} other {# puntos}}. Empieza una nueva semana de liga: mira en qué posición estás y da el paso de hoy.',
  'reminder.weekly.button': 'Ver mi liga',
  'reminder.unsubscribeText': 'Deja de recibir los correos de recordatorio con un clic: {link}',
  'reminder.footer': 'Elegiste estos recordatorios en tu perfil. {unsubscribe} con un clic.',
  'reminder.unsubscribe': 'Date de baja',

  'station.name': 'Estación {station}',
  'station.named': 'Estación {station}: {title}',
  'nudge.subject': '{sponsor} te está animando',
  'nudge.body': '{sponsor} te está animando en Money Train Academy. {step} Te llevará unos dos minutos.',
  'nudge.next': 'Tu próxima parada es {station}.',
  'nudge.allDone': 'Terminaste todas las estaciones; elige un curso para seguir avanzando.',
  'nudge.continue': 'Continuar',
  'nudge.button': 'Seguir aprendiendo',
  'nudge.optoutText': '¿No quieres recordatorios de tu patrocinador? Desactívalos: {link}',
  'nudge.optoutHtml': '¿No quieres recordatorios de tu patrocinador? {turnOff}.',
  'nudge.turnOff': 'Desactívalos',

  'reward.footer': 'Recibes este correo porque canjeaste una recompensa en Money Train Academy.',
  'reward.refunded.subject': 'Reembolsada: {title}',
  'reward.refunded.body': 'No pudimos entregarte la recompensa «{title}», así que te devolvimos {cost, plural, one {# token} other {# tokens}} a tu saldo.',
  'reward.refunded.why': 'Motivo: {reason}',
  'reward.delivered.subject': 'Entregada: {title}',
  'reward.delivered.body': 'Tu recompensa «{title}» ya está entregada:',
  'reward.delivered.file': 'Incluye un archivo: {file}. Descárgalo en Recompensas canjeadas, en la página Recompensas.',
  'reward.delivered.where': 'También la encontrarás en Recompensas canjeadas, en la página Recompensas.',
  'reward.pack.subject': 'Tu recompensa: {title}',
  'reward.pack.body': 'Aquí tienes tu recompensa «{title}». También está en Recompensas canjeadas, en la página Recompensas.',
  'reward.pack.bodyHtml': 'Aquí tienes tu recompensa. También está en Recompensas canjeadas, en la página Recompensas.',

  'invite.subject': '{sponsor} te invitó a Money Train Academy',
  'invite.heading': 'Te han invitado a Money Train Academy',
  'invite.invited': '{sponsor} te invitó a unirte a Money Train Academy.',
  'invite.about': 'Money Train Academy enseña habilidades de marketing de redes con lecciones de dos minutos, cuestionarios y misiones.',
  'invite.aboutMore': 'Aprende a tu ritmo, gana tokens y puntos para la clasificación, y cambia tus tokens por herramientas para tu negocio.',
  'invite.aboutHtml':
    'Aprende habilidades de marketing de redes con lecciones de dos minutos, cuestionarios y misiones. Gana tokens y puntos para la clasificación sobre la marcha, y cambia tus tokens por herramientas para tu negocio.',
  'invite.create': 'Crea tu cuenta gratis',
  'invite.orOpen': 'O abre este enlace: {link}',
  'invite.code': 'Código de invitación de tu patrocinador: {code}',
  'invite.ignore': 'Si no esperabas este correo, puedes ignorarlo.',

  'cheer.title': 'Tu patrocinador te animó',
  'cheer.answeredTitle': '{name} respondió tu pregunta',
  'cheer.preset.welcome': '¡Te damos la bienvenida al equipo! Me alegra mucho que te unieras.',
  'cheer.preset.proud': '¡Qué orgullo verte avanzar! Sigue así.',
  'cheer.preset.streak': 'Mantén viva tu racha: ¡una lección hoy!',
  'cheer.preset.help': 'Aquí estoy si necesitas algo.',
};

const ar: Record<MailMessageId, string> = {
  greeting: 'مرحبًا {name}،',
  linkLine: '{label}: {link}',

  'reminder.daily.subject': 'خطوتك لليوم بانتظارك',
  'reminder.daily.line': 'خطوتك لليوم، ومدتها دقيقتان، جاهزة متى كنت مستعدًا.',
  'reminder.daily.button': 'افتح خطوة اليوم',
  'reminder.streak.subject':
    'سلسلتك {streak, plural, zero {من # يوم} one {من يوم واحد} two {من يومين} few {من # أيام} many {من # يومًا} other {من # يوم}} تنتهي عند منتصف الليل',
  'reminder.streak.line':
    'لديك سلسلة {streak, plural, zero {من # يوم} one {من يوم واحد} two {من يومين} few {من # أيام} many {من # يومًا} other {من # يوم}}. خطوة واحدة مدتها دقيقتان اليوم تُبقيها مستمرة.',
  'reminder.streak.button': 'حافظ على سلسلتي',
  'reminder.weekly.subject': 'أسبوعك في Money Train Academy',
  'reminder.weekly.line':
    'كسبت الأسبوع الماضي {points, plural, zero {# نقطة} one {نقطة واحدة} two {نقطتين} few {# نقاط} many {# نقطة} other {# نقطة}}. بدأ أسبوع جديد في الدوري: اطّلع على ترتيبك وخذ خطوة اليوم.',
  'reminder.weekly.button': 'اعرض دوري',
  'reminder.unsubscribeText': 'أوقف رسائل التذكير بنقرة واحدة: {link}',
  'reminder.footer': 'اخترت هذه التذكيرات في ملفك الشخصي. {unsubscribe} بنقرة واحدة.',
  'reminder.unsubscribe': 'ألغِ الاشتراك',

  'station.name': 'المحطة {station}',
  'station.named': 'المحطة {station}: {title}',
  'nudge.subject': 'تشجيع من {sponsor}',
  'nudge.body': 'رسالة تشجيع من {sponsor} في Money Train Academy. {step} يستغرق الأمر نحو دقيقتين.',
  'nudge.next': 'محطتك التالية هي {station}.',
  'nudge.allDone': 'أنهيت كل المحطات؛ اختر دورة لتواصل التقدّم.',
  'nudge.continue': 'تابع',
  'nudge.button': 'تابع التعلّم',
  'nudge.optoutText': 'لا تريد تذكيرات من راعيك؟ أوقفها: {link}',
  'nudge.optoutHtml': 'لا تريد تذكيرات من راعيك؟ {turnOff}.',
  'nudge.turnOff': 'أوقفها',

  'reward.footer': 'وصلتك هذه الرسالة لأنك استبدلت مكافأة في Money Train Academy.',
  'reward.refunded.subject': 'مُستردّة: {title}',
  'reward.refunded.body':
    'لم نتمكن من تسليم مكافأتك «{title}»، لذا أعدنا {cost, plural, zero {# توكن} one {توكنًا واحدًا} two {توكنين} few {# توكنات} many {# توكنًا} other {# توكن}} إلى رصيدك.',
  'reward.refunded.why': 'السبب: {reason}',
  'reward.delivered.subject': 'سُلِّمت: {title}',
  'reward.delivered.body': 'سُلِّمت مكافأتك «{title}»:',
  'reward.delivered.file': 'يرافقها ملف: {file}. نزّله من «المكافآت المستلمة» في صفحة المكافآت.',
  'reward.delivered.where': 'تجدها أيضًا في «المكافآت المستلمة» في صفحة المكافآت.',
  'reward.pack.subject': 'مكافأتك: {title}',
  'reward.pack.body': 'إليك مكافأتك «{title}». تجدها أيضًا في «المكافآت المستلمة» في صفحة المكافآت.',
  'reward.pack.bodyHtml': 'إليك مكافأتك. تجدها أيضًا في «المكافآت المستلمة» في صفحة المكافآت.',

  'invite.subject': 'دعوة من {sponsor} إلى Money Train Academy',
  'invite.heading': 'أنت مدعو إلى Money Train Academy',
  'invite.invited': 'وصلتك دعوة من {sponsor} للانضمام إلى Money Train Academy.',
  'invite.about': 'تعلّم Money Train Academy مهارات التسويق الشبكي عبر دروس مدتها دقيقتان واختبارات ومهام.',
  'invite.aboutMore': 'تعلّم بالسرعة التي تناسبك، واكسب توكنات ونقاطًا في لوحة المتصدرين، واستبدل التوكنات بأدوات لعملك.',
  'invite.aboutHtml':
    'تعلّم مهارات التسويق الشبكي عبر دروس مدتها دقيقتان واختبارات ومهام. اكسب توكنات ونقاطًا في لوحة المتصدرين وأنت تتقدّم، واستبدل التوكنات بأدوات لعملك.',
  'invite.create': 'أنشئ حسابك المجاني',
  'invite.orOpen': 'أو افتح هذا الرابط: {link}',
  'invite.code': 'رمز الدعوة الخاص براعيك: {code}',
  'invite.ignore': 'إن لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.',

  'cheer.title': 'شجّعك راعيك',
  'cheer.answeredTitle': 'وصلتك إجابة {name} عن سؤالك',
  'cheer.preset.welcome': 'أهلًا بك في الفريق! يسعدني جدًا انضمامك.',
  'cheer.preset.proud': 'أفتخر بك! واصل.',
  'cheer.preset.streak': 'حافظ على سلسلتك: درس واحد اليوم!',
  'cheer.preset.help': 'أنا هنا إن احتجت أي شيء.',
};

/** Every message in every language (the unit test walks it). */
export const MAIL_MESSAGES: Record<LocaleCode, Record<MailMessageId, string>> = { en, es, ar };

/** A language the mail can be in: one of en/es/ar, anything else (null, unknown) English. */
export function mailLocale(value: unknown): LocaleCode {
  return (LOCALE_CODES as readonly unknown[]).includes(value) ? (value as LocaleCode) : 'en';
}

export type MailArgs = Record<string, string | number>;

/** The closing brace that matches the opening one at `from`. */
function closing(message: string, from: number): number {
  let depth = 0;
  for (let index = from; index < message.length; index += 1) {
    if (message[index] === '{') depth += 1;
    else if (message[index] === '}' && --depth === 0) return index;
  }
  throw new Error(`unclosed brace in "${message}"`);
}

/** A plural's branches: `=0 {…} one {…} other {…}`. */
function branches(text: string): Map<string, string> {
  const found = new Map<string, string>();
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{', index);
    if (open < 0) break;
    const end = closing(text, open);
    found.set(text.slice(index, open).trim(), text.slice(open + 1, end));
    index = end + 1;
  }
  return found;
}

function format(message: string, args: MailArgs, locale: LocaleCode, count?: number): string {
  let out = '';
  let index = 0;
  while (index < message.length) {
    const char = message[index] as string;
    if (char === '{') {
      const end = closing(message, index);
      out += argument(message.slice(index + 1, end), args, locale);
      index = end + 1;
    } else {
      out += char === '#' && count !== undefined ? new Intl.NumberFormat(locale).format(count) : char;
      index += 1;
    }
  }
  return out;
}

function argument(inner: string, args: MailArgs, locale: LocaleCode): string {
  const [name = '', type, ...rest] = inner.split(',');
  const value = args[name.trim()];
  if (value === undefined) throw new Error(`mail message argument {${name.trim()}} is missing`);
  if (type === undefined) return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  if (type.trim() !== 'plural') throw new Error(`mail messages know only plural arguments, not ${type.trim()}`);
  const count = Number(value);
  const forms = branches(rest.join(','));
  const chosen = forms.get(`=${count}`) ?? forms.get(new Intl.PluralRules(locale).select(count)) ?? forms.get('other') ?? '';
  return format(chosen, args, locale, count);
}

/** The message `id` in `locale`, its arguments filled (numbers through Intl in that language). */
export function mailText(locale: LocaleCode, id: MailMessageId, args: MailArgs = {}): string {
  return format(MAIL_MESSAGES[locale][id], args, locale);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The message as HTML: its text escaped, and each of `html` (markup the caller built and escaped
 * itself: a link, a bold name) put where the language's word order wants it (marked meanwhile with
 * private-use characters, which no display name or message holds).
 */
export function mailHtml(locale: LocaleCode, id: MailMessageId, args: MailArgs = {}, html: Record<string, string> = {}): string {
  const slots = Object.keys(html);
  const marked = mailText(locale, id, { ...args, ...Object.fromEntries(slots.map((name, index) => [name, `\uE000${index}\uE001`])) });
  return escapeHtml(marked).replace(/\uE000(\d+)\uE001/g, (_whole, index: string) => html[slots[Number(index)] as string] ?? '');
}

/** The mail's <html> element: its language, and right to left for Arabic. */
export function htmlOpening(locale: LocaleCode): string {
  return locale === 'ar' ? '<html lang="ar" dir="rtl">' : `<html lang="${locale}">`;
}

/** A name inside a sentence of the HTML part: escaped, and in Arabic isolated so a Latin name keeps its place in the right-to-left line. */
export function nameHtml(locale: LocaleCode, name: string): string {
  return locale === 'ar' ? `<bdi>${escapeHtml(name)}</bdi>` : escapeHtml(name);
}

/**
 * A station's name in `locale`, led by the station's number, as contract/missions.ts stationName does
 * in English. The title is the station's translation in `locale` where it has one (already led by
 * "Estación 1" / "المحطة 1": kept as it is), else its English, whose "Station 1" lead is said in `locale`.
 */
export function stationNameIn(locale: LocaleCode, station: number, title?: string | null): string {
  const trimmed = title?.trim() ?? '';
  const named = mailText(locale, 'station.name', { station: String(station) });
  if (trimmed === '') return named;
  const ownLead = trimmed.slice(0, named.length).toLocaleLowerCase(locale) === named.toLocaleLowerCase(locale);
  if (locale !== 'en' && ownLead && !/^\d/.test(trimmed.slice(named.length))) return trimmed;
  const lead = new RegExp(`^station ${station}\\b`, 'i');
  if (lead.test(trimmed)) {
    if (locale === 'en') return trimmed;
    const rest = trimmed.replace(lead, '').replace(/^[\s:.\-–—]+/, '');
    return rest === '' ? named : mailText(locale, 'station.named', { station: String(station), title: rest });
  }
  return mailText(locale, 'station.named', { station: String(station), title: trimmed });
}

/** `mailText` bound to one language, for a builder's many messages. */
export function mailTranslator(locale: LocaleCode): (id: MailMessageId, args?: MailArgs) => string {
  return (id, args) => mailText(locale, id, args);
}
