/** Texts of the help page (/help). A paragraph with a link is its text before, the link's, and after. */
import { translated } from '@/i18n/translated';
export const helpTexts = translated('helpTexts', {
  title: 'Help',
  intro: 'What to know before ordering a PIN or converting a coding file.',
  order: {
    question: 'What do I need to order a navigation PIN?',
    before:
      "Your head unit (NTG 4.5, NTG 5s1, NTG 5/5s2 or NTG 5.5), the map region and map version you are installing, and the car's 17-character VIN. Choose them on ",
    link: 'Navigation codes',
    after: '.',
  },
  vin: {
    question: 'Where do I find the VIN?',
    before:
      "On the vehicle registration document, and at the bottom of the windscreen on the driver's side. The order form reads it as you type and warns when the car series is not known to carry the head unit you chose; the ",
    link: 'VIN decoder',
    after: ' tells you more.',
  },
  when: {
    question: 'When do I get my PIN?',
    answer:
      'Usually within a minute. When a PIN has to be obtained by hand it can take longer: the result page updates by itself, and the PIN is e-mailed to you in any case. Your orders and their PINs are also in your account under Orders.',
  },
  points: {
    question: 'How do points and subscriptions work?',
    before:
      'A point pays for one PIN; a subscription pays for PINs while it runs, up to a fair number a day. Resellers and workshops save with ',
    link: 'bundles',
    after: '. A point or subscription use is spent when the PIN is ordered, so check the VIN first.',
  },
  converter: {
    question: 'What does the converter do?',
    before:
      'It splits .vrx, .vcx and .sgde coding files into .aed files, one per module, and returns them as one zip. Try it on the ',
    link: 'converter',
    after: '; no account is needed.',
  },
  api: {
    question: 'I sell PINs: can my software order them?',
    before: 'Yes, through the same API this shop uses. The ',
    link: 'API guide and reference',
    after: ' explain signing in, ordering with points and checking an order.',
  },
  support: {
    question: 'Something went wrong',
    before: 'Write to ',
    after: ' with your order reference (it starts with NH-) and we will sort it out.',
  },
} as const);
