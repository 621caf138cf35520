/**
 * A sentence that holds an e-mail address ("… (مثل name@gmail.com)"), with each address set apart
 * from the words around it: a left-to-right <bdi>, kept on one line with the punctuation that closes
 * it, so in an Arabic sentence the address reads in one piece and its bracket neither wraps onto the
 * next line alone nor lands on the wrong side. Text without an address is returned as it is.
 */
import { Fragment, type ReactNode } from 'react';

/** An address, with the closing punctuation after it (a bracket, a full stop) that must stay beside it. */
const ADDRESS = /([^\s()[\]<>@,;:"]+@[^\s()[\]<>@,;:"]+\.[^\s()[\]<>@,;:".]+)([)\].,;:!?؟،]*)/gu;

export function AddressesApart({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const [whole, address, closing] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} style={{ whiteSpace: 'nowrap' }} data-testid="address-apart">
        <bdi dir="ltr">{address}</bdi>
        {closing}
      </span>,
    );
    last = match.index + whole.length;
  }
  if (last === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
