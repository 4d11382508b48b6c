/**
 * The in-app help of the support page: short tutorials and frequently asked questions,
 * written from the product's own rules so they stay true.
 */
export type HelpEntry = { title: string; text: string };

export const TUTORIALS: readonly HelpEntry[] = [
  {
    title: 'Start a project',
    text: 'Open Projects and choose Add new project. Give it a name, then open it in the editor from its actions to place turbines, solar fields and cable routes and add viewpoints, scenarios and tours.',
  },
  {
    title: 'Invite your team',
    text: 'Open Team and choose Invite member. Team members see and edit every project; project members edit one project; observers view one project. They receive an e-mail with a link to accept.',
  },
  {
    title: 'Present a project',
    text: 'Open Present and create a presentation: choose the viewpoints, scenarios and tours to show and publish. Share the viewer link with anyone; no account is needed to watch it.',
  },
];

export const FAQ: readonly HelpEntry[] = [
  {
    title: 'Who can see my projects?',
    text: 'Owners and team members of your subscription see every project. Project members and observers see only the projects they were invited to.',
  },
  {
    title: 'How many people can I invite?',
    text: 'The Subscription page shows your limits and how many seats are used. Pending invitations take a seat until they are accepted, declined or revoked.',
  },
  {
    title: 'An invitation link does not work any more',
    text: 'Each link works once and expires after a while. Ask the person who invited you to send a new invitation.',
  },
  {
    title: 'What happens when my subscription expires?',
    text: 'Your projects stay, but creating, opening, presenting and transferring projects and inviting people are disabled until the subscription is renewed. Contact support to renew it.',
  },
];
