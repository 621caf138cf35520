/**
 * Which link of a navigation marks the page the learner is on (docs/product.md#navigation). A page
 * with a link of its own is its own place; a page reached from another place, with no link of its own
 * in that navigation, marks that place: the invite panel (`/invite`) and the earnings calculator
 * (`/earnings`) are reached from My Team, so on a phone's tab bar (which has no Earnings) both mark My
 * Team, and in the header (which has an Earnings link) `/invite` does.
 */
import { paths } from '@/config/paths';

/** The place each such page belongs to. */
const BELONGS_TO: Readonly<Record<string, string>> = {
  [paths.invite.getHref()]: paths.team.getHref(),
  [paths.earnings.getHref()]: paths.team.getHref(),
};

/** A path without its trailing slash ('/invite/' is '/invite'). */
const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The link among `links` (their `to`) that is current on `pathname`, if any. */
export function currentLink(pathname: string, links: readonly string[]): string | undefined {
  const here = trimmed(pathname);
  if (links.includes(here)) return here;
  const owner = BELONGS_TO[here];
  return owner !== undefined && links.includes(owner) ? owner : undefined;
}
