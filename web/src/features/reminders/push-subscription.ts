/**
 * This browser's Web Push subscription (docs/product.md#reminders): asks for notification permission,
 * subscribes the service worker with the project's VAPID key (GET /api/reminders/push-key), and hands
 * the endpoint and keys to the server; turning it off unsubscribes and tells the server. Each failure
 * says what the learner can do (iPhone: add the app to the home screen first), in the screen's language.
 */
import { routes } from '@contract';
import { shownT } from '@/i18n';
import { callRoute } from '@/lib/api-client';

/** Why push is not on. `notSetUp`: the server has no push key (nothing the learner or the browser did). */
export class PushUnavailableError extends Error {
  constructor(
    message: string,
    readonly notSetUp = false,
  ) {
    super(message);
  }
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export async function subscribeThisDevice(userId: string) {
  if (!pushSupported()) {
    throw new PushUnavailableError(shownT('reminders.push.unsupported'));
  }
  const { publicKey } = await callRoute(routes.pushKey, {});
  if (!publicKey) throw new PushUnavailableError(shownT('reminders.push.notSetUp'), true);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError(shownT('reminders.push.blocked'));
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushUnavailableError(shownT('reminders.push.noSubscription'));
  return callRoute(routes.savePushSubscription, {
    params: { id: userId },
    body: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
  });
}

export async function unsubscribeThisDevice(userId: string) {
  const registration = pushSupported() ? await navigator.serviceWorker.getRegistration() : undefined;
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) throw new PushUnavailableError(shownT('reminders.push.noDeviceSubscription'));
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return callRoute(routes.dropPushSubscription, { params: { id: userId }, body: { endpoint } });
}
