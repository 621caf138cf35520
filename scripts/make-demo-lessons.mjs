/* global document -- the slide code runs in Chromium, the rest in Node */
/**
 * Writes the demo courses' lesson videos and their captions (docs/operators.md#demo-content): for
 * each lesson of scripts/demo-lessons.mjs and each language, supabase/seed-files/<file>.webm (English)
 * or <file>.<es|ar>.webm (its Spanish or Arabic version: slides, narration and captions in that
 * language, seeded as the course translation's video) with slides and narration, VP9 + Opus, its
 * duration in the container header, and the same name's .vtt (WebVTT, one cue per narrated sentence,
 * timed from the narration itself). The files are committed, so nothing else needs these tools; run
 * this after changing a lesson (all languages, or only the ones named):
 *
 *   node scripts/make-demo-lessons.mjs [en] [es] [ar] [--chromium <path>]
 *
 * Needs, from Debian: `apt-get install -y espeak-ng ffmpeg chromium fonts-dejavu-core fonts-noto-core`
 * (the narration with its en-us, es and ar voices, the encoding, the slides and their fonts: DejaVu
 * Sans for English and Spanish; Noto Sans Arabic for Arabic, since DejaVu Sans has Arabic letters but
 * not their full shaping, and the Arabic slides run right to left). Each narrated sentence is spoken by espeak-ng
 * on its own, so its cue starts and ends exactly where its audio does; the speaking rate is adjusted
 * until the lesson lasts 55 to 59.5 seconds (a 1-minute course: Mark as Completed at 90 % is reached
 * near its end, never before: docs/product.md#courses). The same input gives the same files (ffmpeg in
 * bit-exact mode, one thread), given the same versions of the three tools.
 */
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

import { LESSONS, lessonIn, SLIDE_WORDS } from './demo-lessons.mjs';

const OUT_DIR = new URL('../supabase/seed-files/', import.meta.url).pathname;
const WIDTH = 960;
const HEIGHT = 540;
/** Seconds of silence: before the first sentence, between sentences, between slides, after the last. */
const LEAD_IN = 0.5;
const BETWEEN_SENTENCES = 0.35;
const BETWEEN_SLIDES = 0.9;
const TAIL = 1.2;
/** The lesson's length in seconds must land here (see above). */
const MIN_SECONDS = 55;
const MAX_SECONDS = 59.5;
const MAX_BYTES = 300 * 1024;

/**
 * Per language: espeak-ng's voice, the fastest speaking rate it may use (words a minute: an Arabic
 * word carries its article, conjunction and pronouns, so a sentence has fewer, longer words and the
 * same pace is a higher figure), the slides' font and direction, the files' name ending.
 */
const LANGUAGES = {
  en: { voice: 'en-us', fastest: 185, font: "'DejaVu Sans', sans-serif", dir: 'ltr', suffix: '' },
  es: { voice: 'es', fastest: 185, font: "'DejaVu Sans', sans-serif", dir: 'ltr', suffix: '.es' },
  ar: { voice: 'ar', fastest: 200, font: "'Noto Sans Arabic', 'DejaVu Sans', sans-serif", dir: 'rtl', suffix: '.ar' },
};

/** Raw PCM of a WAV file written by espeak-ng (16-bit mono) and its sample rate. */
function readWav(path) {
  const bytes = readFileSync(path);
  const rate = bytes.readUInt32LE(24);
  let at = 12;
  while (at < bytes.length) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'data') return { rate, pcm: bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + size)) };
    at += 8 + size + (size % 2);
  }
  throw new Error(`${path}: no data chunk`);
}

function wavFile(pcm, rate) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Every sentence spoken at `speed` words a minute, laid out on one timeline. */
function narrate(lesson, voice, speed, work) {
  let rate = 0;
  const parts = [];
  const cues = [];
  const slideStarts = [];
  let clock = 0;
  const silence = (seconds) => {
    const samples = Math.round(seconds * rate);
    parts.push(Buffer.alloc(samples * 2));
    clock += samples / rate;
  };
  lesson.slides.forEach((slide, slideIndex) => {
    slide.say.forEach((sentence, sentenceIndex) => {
      const file = join(work, `s${slideIndex}-${sentenceIndex}.wav`);
      execFileSync('espeak-ng', ['-v', voice, '-s', String(speed), '-w', file, sentence]);
      const wav = readWav(file);
      if (rate === 0) {
        rate = wav.rate;
        silence(LEAD_IN);
      } else if (wav.rate !== rate) throw new Error('espeak-ng changed its sample rate');
      if (sentenceIndex === 0) {
        if (slideIndex > 0) silence(BETWEEN_SLIDES);
        slideStarts.push(slideIndex === 0 ? 0 : clock);
      } else silence(BETWEEN_SENTENCES);
      const start = clock;
      parts.push(wav.pcm);
      clock += wav.pcm.length / 2 / rate;
      cues.push({ start, end: clock, text: sentence });
    });
  });
  silence(TAIL);
  return { pcm: Buffer.concat(parts), rate, cues, slideStarts, seconds: clock };
}

/** The narration at a speaking rate that makes the lesson 55 to 59.5 s long. */
function fittedNarration(lesson, { voice, fastest }, work) {
  let speed = 155;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const narration = narrate(lesson, voice, speed, work);
    if (narration.seconds >= MIN_SECONDS && narration.seconds <= MAX_SECONDS) return { ...narration, speed };
    const target = (MIN_SECONDS + MAX_SECONDS) / 2;
    speed = Math.round(speed * (narration.seconds / target));
    if (speed < 130 || speed > fastest) throw new Error(`${lesson.file}: the narration needs ${speed} words a minute; shorten or lengthen the lesson's text`);
  }
  throw new Error(`${lesson.file}: no speaking rate fits ${MIN_SECONDS}-${MAX_SECONDS} s`);
}

const timestamp = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const pad = (value, size = 2) => String(value).padStart(size, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** WebVTT: one cue per sentence, shown while it is spoken (and through the short pause after it). */
function webVtt(lesson, locale, cues) {
  const lines = ['WEBVTT', '', `NOTE ${lesson.course}${locale === 'en' ? '' : ` (${locale})`}: captions of the narration (scripts/demo-lessons.mjs)`, ''];
  cues.forEach((cue, index) => {
    const next = cues[index + 1];
    const end = next ? Math.min(next.start, cue.end + 0.3) : cue.end + 0.5;
    lines.push(String(index + 1), `${timestamp(cue.start)} --> ${timestamp(end)}`, cue.text, '');
  });
  return lines.join('\n');
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function slideHtml(lesson, locale, slide, index) {
  const { font, dir } = LANGUAGES[locale];
  const first = index === 0;
  const body = first
    ? `<p class="kicker">${escapeHtml(lesson.kicker)} · ${escapeHtml(SLIDE_WORDS[locale].minute)}</p><h1 class="title">${escapeHtml(slide.heading)}</h1><p class="lead">${escapeHtml(slide.points[0] ?? '')}</p>`
    : `<h1>${escapeHtml(slide.heading)}</h1><ul>${slide.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`;
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><style>
    html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
    body { font-family: ${font}; background: #14532d; color: #fff; position: relative; }
    .band { position: absolute; left: 0; right: 0; top: 0; height: 56px; background: #0f3d21; display: flex; align-items: center;
            justify-content: space-between; padding: 0 40px; font-size: 20px; color: #bbf7d0; }
    .band b { color: #facc15; }
    main { position: absolute; left: 64px; right: 64px; top: 104px; }
    h1 { font-size: 46px; line-height: 1.15; margin: 0 0 28px; color: #facc15; }
    h1.title { font-size: 60px; margin-top: 24px; }
    .kicker { font-size: 24px; margin: 0; color: #bbf7d0; letter-spacing: 1px; text-transform: uppercase; }
    .lead { font-size: 32px; line-height: 1.3; margin: 0; }
    ul { margin: 0; padding: 0; list-style: none; }
    li { font-size: 34px; line-height: 1.3; margin: 0 0 20px; padding-inline-start: 44px; position: relative; }
    li::before { content: ''; position: absolute; inset-inline-start: 4px; top: 14px; width: 16px; height: 16px; border-radius: 50%; background: #facc15; }
    .rail { position: absolute; left: 0; right: 0; bottom: 0; height: 10px; background: #0f3d21; }
    .rail i { display: block; height: 100%; width: ${Math.round(((index + 1) / lesson.slides.length) * 100)}%; background: #facc15; }
  </style></head><body>
    <div class="band"><span><b>Money Train</b> Academy</span><span dir="ltr">${index + 1} / ${lesson.slides.length}</span></div>
    <main>${body}</main>
    <div class="rail"><i></i></div>
  </body></html>`;
}

function probeSeconds(file) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]).toString().trim();
  const seconds = Number(out);
  if (!Number.isFinite(seconds)) throw new Error(`${file}: ffprobe finds no duration in the header (${out})`);
  return seconds;
}

const args = process.argv.slice(2);
const chromiumAt = args.indexOf('--chromium');
const executablePath = chromiumAt >= 0 ? args.splice(chromiumAt, 2)[1] : '/usr/bin/chromium';
for (const arg of args) if (!(arg in LANGUAGES)) throw new Error(`unknown language ${arg}: en, es or ar`);
const locales = args.length > 0 ? args : Object.keys(LANGUAGES);

const browser = await chromium.launch({ executablePath });
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
try {
  for (const [locale, source] of locales.flatMap((code) => LESSONS.map((lesson) => [code, lesson]))) {
    const lesson = lessonIn(source, locale);
    const name = `${lesson.file}${LANGUAGES[locale].suffix}`;
    const work = mkdtempSync(join(tmpdir(), 'lesson-'));
    try {
      const narration = fittedNarration(lesson, LANGUAGES[locale], work);
      writeFileSync(join(work, 'narration.wav'), wavFile(narration.pcm, narration.rate));

      // One still per slide, shown from its first sentence's start (the first from 0) to the next slide's.
      const list = ['ffconcat version 1.0'];
      for (const [index, slide] of lesson.slides.entries()) {
        await page.setContent(slideHtml(lesson, locale, slide, index));
        await page.evaluate(() => document.fonts.ready);
        const png = join(work, `slide${index}.png`);
        await page.screenshot({ path: png });
        const end = narration.slideStarts[index + 1] ?? narration.seconds;
        list.push(`file '${png}'`, `duration ${(end - narration.slideStarts[index]).toFixed(3)}`);
      }
      // The concat demuxer needs the last picture named again to hold it for its duration.
      list.push(`file '${join(work, `slide${lesson.slides.length - 1}.png`)}'`);
      writeFileSync(join(work, 'slides.txt'), `${list.join('\n')}\n`);

      const webm = join(OUT_DIR, `${name}.webm`);
      execFileSync(
        'ffmpeg',
        [
          ...['-y', '-v', 'error', '-f', 'concat', '-safe', '0', '-i', join(work, 'slides.txt'), '-i', join(work, 'narration.wav')],
          ...['-map', '0:v', '-map', '1:a', '-vf', 'fps=5,format=yuv420p', '-t', narration.seconds.toFixed(3)],
          // A key frame where each slide begins, and none in between: the stills cost almost nothing between them.
          ...['-force_key_frames', narration.slideStarts.map((start) => start.toFixed(3)).join(',')],
          ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '44', '-g', '600', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '0', '-threads', '1'],
          ...['-c:a', 'libopus', '-b:a', '16k', '-ac', '1', '-ar', '24000', '-application', 'voip'],
          ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', webm],
        ],
        { stdio: 'inherit' },
      );
      writeFileSync(join(OUT_DIR, `${name}.vtt`), webVtt(lesson, locale, narration.cues));

      const seconds = probeSeconds(webm);
      const bytes = statSync(webm).size;
      if (seconds < 54 || seconds > 60) throw new Error(`${webm}: ${seconds} s is outside 54-60 s`);
      if (bytes > MAX_BYTES) throw new Error(`${webm}: ${bytes} bytes is over ${MAX_BYTES}`);
      console.log(`${name}: ${seconds.toFixed(2)} s, ${Math.round(bytes / 1024)} KB, ${narration.cues.length} cues, ${narration.speed} words a minute`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}
