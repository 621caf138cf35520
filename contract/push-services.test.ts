import { describe, expect, it } from 'vitest';

import { pushEndpointProblem } from './push-services.ts';

// Endpoints as Chrome, Firefox, Safari and Edge give them.
const BROWSERS = [
  'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx',
  'https://fcm.googleapis.com/wp/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk3Zx9Q2JjX0l1YWZxUXc',
  'https://web.push.apple.com/QGnXb2hFqN2Lh0VsXf7W2Nq1Jk8',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bXyzAbC%3d',
];

describe('pushEndpointProblem', () => {
  it.each(BROWSERS)('accepts the browser endpoint %s', (endpoint) => {
    expect(pushEndpointProblem(endpoint)).toBeUndefined();
  });

  it.each([
    // Not https, not a URL.
    ['http://fcm.googleapis.com/fcm/send/x', 'https://'],
    ['ftp://fcm.googleapis.com/x', 'https://'],
    ['file:///etc/passwd', 'https://'],
    ['javascript:alert(1)', 'https://'],
    ['not a url', 'the push service URL'],
    // Every notation of an inside address.
    ['https://127.0.0.1/x', 'not an address'],
    ['https://2130706433/x', 'not an address'],
    ['https://0x7f.1/x', 'not an address'],
    ['https://0x7f000001/x', 'not an address'],
    ['https://0177.0.0.1/x', 'not an address'],
    ['https://017700000001/x', 'not an address'],
    ['https://127.1/x', 'not an address'],
    ['https://127.0.1/x', 'not an address'],
    ['https://[::1]/x', 'not an address'],
    ['https://[0:0:0:0:0:0:0:1]/x', 'not an address'],
    ['https://[::ffff:127.0.0.1]/x', 'not an address'],
    ['https://[::ffff:7f00:1]/x', 'not an address'],
    ['https://[fe80::1]/x', 'not an address'],
    ['https://[fd00::1]/x', 'not an address'],
    ['https://169.254.169.254/latest/meta-data/', 'not an address'],
    ['https://10.0.0.1/x', 'not an address'],
    ['https://100.64.0.1/x', 'not an address'],
    ['https://0.0.0.0/x', 'not an address'],
    ['https://8.8.8.8/x', 'not an address'],
    ['https://localhost/x', 'not an address'],
    ['https://LOCALHOST/x', 'not an address'],
    ['https://push.localhost/x', 'not an address'],
    ['https://localhost./x', 'not on a browser push service'],
    // A user name, a password, a port.
    ['https://user:secret@fcm.googleapis.com/fcm/send/x', 'user name or password'],
    ['https://fcm.googleapis.com@127.0.0.1/x', 'user name or password'],
    ['https://@fcm.googleapis.com/fcm/send/x', 'exactly as the browser gives it'],
    ['https://fcm.googleapis.com:8443/fcm/send/x', 'standard port'],
    ['https://updates.push.services.mozilla.com:5432/wpush/v2/x', 'standard port'],
    ['https://fcm.googleapis.com:443/fcm/send/x', 'exactly as the browser gives it'],
    // Names that look like a push service and are not.
    ['https://fcm.googleapis.com.evil.test/x', 'not on a browser push service'],
    ['https://evilfcm.googleapis.com/x', 'not on a browser push service'],
    ['https://evilpush.apple.com/x', 'not on a browser push service'],
    ['https://push.apple.com/x', 'not on a browser push service'],
    ['https://notify.windows.com.attacker.test/x', 'not on a browser push service'],
    ['https://fcm.googleapis.com./x', 'not on a browser push service'],
    ['https://a..push.apple.com/x', 'not on a browser push service'],
    ['https://example.com/x', 'not on a browser push service'],
    // Spellings the URL parser rewrites: the stored, checked and fetched text must be one.
    ['https://FCM.googleapis.com/fcm/send/x', 'exactly as the browser gives it'],
    ['https://%66cm.googleapis.com/fcm/send/x', 'exactly as the browser gives it'],
    ['https://\uff46cm.googleapis.com/fcm/send/x', 'exactly as the browser gives it'],
    ['https://fcm.goo\tgleapis.com/fcm/send/x', 'exactly as the browser gives it'],
    [' https://fcm.googleapis.com/fcm/send/x', 'exactly as the browser gives it'],
    ['https://fcm.googleapis.com/fcm/send/x\n', 'exactly as the browser gives it'],
    ['https://fcm.googleapis.com\\@evil.test/x', 'exactly as the browser gives it'],
    ['https://fcm.googleapis.com/fcm/send/../../x', 'exactly as the browser gives it'],
  ])('refuses %j (%s)', (endpoint, reason) => {
    expect(pushEndpointProblem(endpoint)).toContain(reason);
  });

  it("allows the local test stack's one push service origin, and nothing else inside", () => {
    const local = 'http://127.0.0.1:54999';
    expect(pushEndpointProblem(`${local}/push/abc`, local)).toBeUndefined();
    expect(pushEndpointProblem(`${local}/push/abc`)).toContain('https://');
    expect(pushEndpointProblem('http://127.0.0.1:54998/push/abc', local)).toContain('https://');
    expect(pushEndpointProblem('http://localhost:54999/push/abc', local)).toContain('https://');
    expect(pushEndpointProblem('http://user@127.0.0.1:54999/push/abc', local)).toContain('https://');
    expect(pushEndpointProblem(`${local}`, local)).toContain('https://');
    expect(pushEndpointProblem('http://0x7f.1:54999/push/abc', local)).toContain('https://');
    // The browsers' endpoints stay accepted beside it.
    expect(pushEndpointProblem(BROWSERS[0]!, local)).toBeUndefined();
  });
});
