import { expect } from 'chai';

/* Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts). */
type Localized = { en: string; ru: string };
interface Seller {
  supportEmail: string | null;
  phone: string | null;
  supportHours: Localized | null;
  legal: { name: Localized; registrationNumber: string; address: Localized; jurisdiction: Localized } | null;
}
const offer = {} as { fillPlaceholders(html: string, seller: Seller, locale: 'en' | 'ru', website: string): string };
before(async () => {
  Object.assign(offer, await import(new URL('../../../web/src/features/offer/state/placeholders.ts', import.meta.url).href));
});

const same = (text: string): Localized => ({ en: text, ru: text });
const seller: Seller = {
  supportEmail: 'help@example.com', phone: null, supportHours: null,
  legal: { name: { en: 'Example <LLC>', ru: '' }, registrationNumber: '42', address: same('1 Example St'), jurisdiction: { en: 'Belarus', ru: 'Беларуси' } },
};
const HTML = `<p>{{legalName}} ({{registrationNumber}}), under the laws of {{jurisdiction}}, at {{website}}.</p>
<ul>
  <li>Email: {{supportEmail}}</li>
  <li>Phone: {{ phone }}</li>
  <li>Address: {{address}}</li>
</ul>
<p>{{unknown}} {{constructor}}</p>`;

describe('web: the public offer filled with the operator\'s seller details', () => {
  it('puts each detail in, escaped, in the offer\'s language with English standing in for a blank one', () => {
    const ru = offer.fillPlaceholders(HTML, seller, 'ru', 'https://rapport.example');
    expect(ru).to.include('<p>Example &#60;LLC&#62; (42), under the laws of Беларуси, at https://rapport.example.</p>');
    expect(ru).to.include('<li>Email: help@example.com</li>').and.include('<li>Address: 1 Example St</li>');
  });

  it('leaves out a list item whose detail is not set, and leaves a placeholder it does not know as it is', () => {
    const en = offer.fillPlaceholders(HTML, seller, 'en', 'https://rapport.example');
    expect(en).not.to.include('Phone');
    expect(en).to.include('<p>{{unknown}} {{constructor}}</p>');
    // Only an optional detail takes its item away: a duty that names an unset one keeps its text.
    expect(offer.fillPlaceholders(HTML, { ...seller, supportEmail: null }, 'en', 'x')).to.include('<li>Email: {{supportEmail}}</li>');
    expect(offer.fillPlaceholders(HTML, { ...seller, phone: '+375 17 000-00-00' }, 'en', 'x')).to.include('<li>Phone: +375 17 000-00-00</li>');
  });
});
