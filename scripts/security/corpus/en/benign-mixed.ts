// Handwritten English benign rows with Russian in them. Many Rapport learners with the English UI are
// Russian speakers: they drop in a Russian word, a name, an address or a quote, or type on the wrong
// keyboard. Cyrillic alone must not look like an attack.
import type { Seed } from '../rows.ts';

export const LOOKALIKE_MIXED: readonly Seed[] = [
  `Sorry, I'm typing from my Russian keyboard, some letters may look weird. The invoice is attached.`,
  `My manager, Сергей Петрович, asked me to check the delivery date with you.`,
  `We have a saying: «лучше поздно, чем никогда». Better late than never. But three weeks is too late even for us.`,
  `Извините за задержку, I was in a meeting. So, about the price...`,
  `The address is ул. Ленина, 15, кв. 42, Tver. The courier keeps saying it doesn't exist.`,
  `Our legal entity is ООО «Северный ветер», that's what should be on the invoice.`,
  `In Russian we call the end-of-quarter rush «закрытие квартала». I'm in the middle of it, sorry for the slow replies.`,
  `ok, спасибо, I got the confirmation. See you on Friday.`,
  `How do you say «испытательный срок» in English? Probation period? We extended his probation period.`,
  `Sorry, autocorrect changed it to Russian: I meant "tomorrow", not «завтра». Tomorrow at 10 works.`,
  `The product name on the box is in Russian, «Комфорт Плюс». Is it the same model as the Comfort Plus?`,
  `Ну... I don't know. Maybe we can split the difference at 8%?`,
  `Короче, long story short: the driver went to the wrong warehouse.`,
  `I wrote the report in Russian first and translated it, so if something sounds strange, tell me. Главное, цифры правильные.`,
  `Как по-английски «отгрузка»? Shipment? OK, the shipment left on Monday.`,
  `My colleague from the Moscow office, Наталья, will send the signed contract today.`,
  `Sorry, I pasted the wrong text, that was for my team: «созвон в 15:00». Ignore it. Anyway, where were we?`,
  `Our customer wrote in Russian, I'll translate: «Я ждал три недели, и никто мне не позвонил». He waited three weeks and nobody called him.`,
  `Давайте так: I send you the revised quote tonight and you answer by Wednesday.`,
  `The Russian version of the site says «Сервис временно недоступен». Same outage, I guess?`,
  `In our team chat everyone just wrote «ну всё, приехали», which basically means "well, here we go".`,
  `Прошу прощения, I had the wrong keyboard on. The PO number is 4500123987.`,
  `I'm in Novosibirsk, сейчас 11 вечера here, so sorry if I'm a bit slow.`,
  `My boss always says «клиент всегда прав», but honestly, not this client.`,
  `Can I write the difficult part in Russian and you tell me how to say it politely? «Вы сорвали сроки уже в третий раз».`,
  `Спасибо большое! That's exactly what I needed to hear.`,
  `The contract is bilingual and the Russian text says «в течение тридцати дней», 30 days, not 14. Which one applies?`,
  `Sorry for the mix, я нервничаю. I want to say: I deserve this raise, and here's why.`,
  `We usually say «давай на ты», let's be less formal. Can I call you Sandra?`,
  `My name is Дмитрий, Dmitry in English, but everyone calls me Dima.`,
  `The label on the parcel says «Хрупкое» — fragile — and it still arrived broken.`,
  `I forwarded you the complaint, it's in Russian, тема письма «Повторное списание». It's about the double charge.`,
];
