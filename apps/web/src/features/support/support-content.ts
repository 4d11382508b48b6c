import { dashText as t } from '@/lib/i18n/dash-text';

/**
 * The in-app help of the support page: short tutorials and frequently asked questions,
 * written from the product's own rules so they stay true, in the user's language (functions:
 * each call reads the active catalog).
 */
export type HelpEntry = { title: string; text: string };

export const tutorials = (): readonly HelpEntry[] => [
  {
    title: t('dash.help.start.title', 'Start a project'),
    text: t(
      'dash.help.start.text',
      'Open Projects and choose Add new project. Give it a name, then open it in the editor from its actions to place turbines, solar fields and cable routes and add viewpoints, scenarios and tours.',
    ),
  },
  {
    title: t('dash.help.invite.title', 'Invite your team'),
    text: t(
      'dash.help.invite.text',
      'Open Team and choose Invite member. Team members see and edit every project; project members edit one project; observers view one project. They receive an e-mail with a link to accept.',
    ),
  },
  {
    title: t('dash.help.present.title', 'Present a project'),
    text: t(
      'dash.help.present.text',
      'Open Present and create a presentation: choose the viewpoints, scenarios and tours to show and publish. Share the viewer link with anyone; no account is needed to watch it.',
    ),
  },
];

export const faq = (): readonly HelpEntry[] => [
  {
    title: t('dash.help.who.title', 'Who can see my projects?'),
    text: t(
      'dash.help.who.text',
      'Owners and team members of your subscription see every project. Project members and observers see only the projects they were invited to.',
    ),
  },
  {
    title: t('dash.help.howMany.title', 'How many people can I invite?'),
    text: t(
      'dash.help.howMany.text',
      'The Subscription page shows your limits and how many seats are used. Pending invitations take a seat until they are accepted, declined or revoked.',
    ),
  },
  {
    title: t('dash.help.link.title', 'An invitation link does not work any more'),
    text: t(
      'dash.help.link.text',
      'Each link works once and expires after a while. Ask the person who invited you to send a new invitation.',
    ),
  },
  {
    title: t('dash.help.expires.title', 'What happens when my subscription expires?'),
    text: t(
      'dash.help.expires.text',
      'Your projects stay, but creating, opening, presenting and transferring projects and inviting people are disabled until the subscription is renewed. Contact support to renew it.',
    ),
  },
];
