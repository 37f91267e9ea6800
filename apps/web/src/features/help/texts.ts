/** Texts of the help page (/help). A paragraph with a link is its text before, the link's, and after. */
import { translated } from '@/i18n/translated';
export const helpTexts = translated('helpTexts', {
  title: 'Help',
  intro: 'What to know before ordering a PIN or converting a coding file.',
  /** Issue 32: entering the PIN, one section per head unit (its anchor: helpAnchorOf). */
  units: {
    title: 'Entering the PIN on your head unit',
    intro:
      'Where the PIN is asked for depends on how the head unit takes its map update; menu names differ by head unit and software level.',
    nav: 'Head units',
    cars: 'Which cars carry it',
    /** A line of series that could carry this head unit and no other we sell. */
    carsOnly: (unit: string) => `${unit} only:`,
    /** A line of series that could carry any of these head units (a list joined with "or"). */
    carsOneOf: (units: string) => `${units}, by build date and equipment:`,
    /** Between the series names of a line. */
    separator: ', ',
    carsVinBefore: 'The ',
    carsVinLink: 'VIN decoder',
    carsVinAfter:
      ' names your car’s series and model year. Where a series could carry more than one head unit, the car’s build date and equipment decide which; the VIN alone does not tell.',
    prompt: 'Where the PIN is asked for',
    /** NTG 4.5: the map runs from an SD card that stays in the COMAND. */
    sdCard: {
      prompt:
        'NTG 4.5 (COMAND Online, about 2011 to 2015) runs its map from an SD card that stays in the COMAND’s card slot. Insert the card of the new map: the COMAND asks for the activation code (PIN) on its screen, usually when it first reads the new map and at the latest when you open the navigation; the menu’s name varies with the software level. Reading a new card can take a while: keep the car powered (engine running or a battery charger) and leave the card in.',
      refused:
        'Check that the SD card in the COMAND’s card slot is the map update the PIN was ordered for: its label shows the map region and version.',
    },
    /** NTG 5s1, 5/5s2 and 5.5: the map is kept on the unit and the update installed from a USB stick. */
    usb: {
      prompt:
        'This head unit keeps its map in its own memory; the map update is usually installed from a USB stick (some updates are also offered on an SD card). The activation code (PIN) is asked for on the head unit’s screen when you start the update or when the new map is first read, at the latest when you open the navigation; the menu’s name varies with the software level. The installation can take an hour or more: keep the car powered (engine running or a battery charger) and leave the stick in until it has finished.',
      refused:
        'Check that the map region and version of the USB stick (on its label or with its download) are the ones you ordered, and that the installation had finished.',
    },
    type: 'What to type',
    typeAnswer:
      'The PIN exactly as the result page and our e-mail show it, character by character, then confirm. It is made for your car’s VIN and the map region and version you ordered, and works only with them.',
    refused: 'When the PIN is refused',
    refusedRetype: 'Compare the PIN character by character (0 and O, 1 and I look alike) and type it again.',
    refusedBefore:
      'Check that the head unit and the VIN in the order e-mail are your car’s. Still refused? Write to ',
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
