/**
 * An e-mail address inside a sentence (the sign-up's "(such as name@gmail.com)"): set apart left to
 * right and kept on one line with its closing bracket, so an Arabic sentence reads it in one piece.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AddressesApart } from '../addresses-apart';

const ARABIC = 'يُرجى إدخال البريد الإلكتروني كاملًا مع نهايته (مثل name@gmail.com)';

describe('AddressesApart', () => {
  it('isolates the address left to right, with the bracket after it on the same line', () => {
    const { container } = render(
      <p dir="rtl">
        <AddressesApart text={ARABIC} />
      </p>,
    );
    expect(container.textContent).toBe(ARABIC);
    const kept = container.querySelector('[data-testid="address-apart"]') as HTMLElement;
    expect(kept.style.whiteSpace).toBe('nowrap');
    expect(kept.textContent).toBe('name@gmail.com)');
    const bdi = kept.querySelector('bdi')!;
    expect([bdi.getAttribute('dir'), bdi.textContent]).toEqual(['ltr', 'name@gmail.com']);
  });

  it('sets apart every address and leaves a sentence without one as it is', () => {
    const { container } = render(<AddressesApart text="Write to a.b@example.org, or to c@d.co." />);
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['a.b@example.org', 'c@d.co']);
    expect(container.textContent).toBe('Write to a.b@example.org, or to c@d.co.');
    const plain = render(<AddressesApart text="Please enter your email address" />);
    expect(plain.container.innerHTML).toBe('Please enter your email address');
  });
});
