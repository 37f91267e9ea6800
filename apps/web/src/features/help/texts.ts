/** Texts of the help page (/help). A paragraph with a link is its text before, the link's, and after. */
import { translated } from '@/i18n/translated';
export const helpTexts = translated('helpTexts', {
  title: 'Help',
  intro: 'What to know before ordering a PIN or converting a coding file.',
  /** Issue 32: entering the PIN, one section per head unit (its anchor: helpAnchorOf). */
  units: {
    title: 'Entering the PIN on your head unit',
    intro: 'The steps are the same on every head unit; menu names differ by head unit and software level.',
    nav: 'Head units',
    prompt: 'Where the PIN is asked for',
    promptAnswer:
      'After the map update has been installed from the SD card or USB stick and the head unit has restarted, it asks for the activation code (PIN) of the new map, at the latest when you open the navigation. The update can take an hour or more: keep the car powered (engine running or a battery charger) and leave the card or stick in until it has finished.',
    type: 'What to type',
    typeAnswer:
      'The PIN exactly as the result page and our e-mail show it, character by character, then confirm. It is made for your car’s VIN and the map region and version you ordered, and works only with them.',
    refused: 'When the PIN is refused',
    refusedBefore:
      'Compare the PIN character by character (0 and O, 1 and I look alike) and type it again. Check that the head unit, map region and version you ordered are the ones you installed, and that the VIN is your car’s: the order e-mail lists them. Still refused? Write to ',
    refusedAfter:
      ' with your order reference (NH-…): a PIN that does not work for the VIN you entered is corrected or refunded in full.',
    order: (unit: string) => `Order a PIN for ${unit}`,
  },
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
  mapVersion: {
    question: 'Where do I find the map version?',
    answer:
      'Order the version you are installing: it is on the map update’s SD card or USB stick label, or with its download. The version installed now is shown in the navigation settings under the map or system information; the menu’s name differs by head unit.',
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
