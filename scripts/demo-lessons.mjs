/**
 * The demo courses' lesson videos, slide by slide (docs/operators.md#demo-content): what each slide
 * shows (a heading and its key points) and what the narrator says over it (one caption cue per
 * sentence). `node scripts/make-demo-lessons.mjs` turns this into supabase/seed-files/<file>.webm and
 * <file>.vtt; supabase/local-hooks/seed-files.ts attaches them to the course of the same title in supabase/seed.sql.
 * Each lesson is 54 to 60 seconds long, so a 1-minute course reaches Mark as Completed (90 %) at its
 * end and never before (docs/product.md#courses).
 */

/** @typedef {{ heading: string, points: string[], say: string[] }} Slide */
/** @typedef {{ course: string, file: string, kicker: string, slides: Slide[] }} Lesson */

/** @type {Lesson[]} */
export const LESSONS = [
  {
    course: 'Prospecting Fundamentals',
    file: 'lesson-prospecting-fundamentals',
    kicker: 'Training',
    slides: [
      {
        heading: 'Prospecting Fundamentals',
        points: ['Start real conversations with the people you already know'],
        say: ['Prospecting Fundamentals.', 'In one minute: how to start real conversations with the people you already know.'],
      },
      {
        heading: '1. Build your contact list',
        points: ['Everyone you know', 'Family, work, hobbies, neighbours', "Don't decide for them"],
        say: [
          'Start with a list of everyone you know: family, colleagues, friends from your hobbies and neighbours.',
          'Do not decide for them who might be interested: aim for at least fifty names.',
        ],
      },
      {
        heading: '2. Open with a question',
        points: ['Reconnect first, no pitch', 'FORM: Family, Occupation,', 'Recreation, Motivation'],
        say: [
          'Open by reconnecting, not by pitching.',
          'Ask about their life with the FORM questions: family, occupation, recreation and motivation.',
          'Good questions show that you care about the person.',
        ],
      },
      {
        heading: '3. Listen, then take no kindly',
        points: ['Let them finish', 'Share only with permission', 'A no: thank them, stay friends'],
        say: ['Listen more than you talk, and share what you do only when they ask.', 'If someone says no, thank them and keep the friendship.'],
      },
      {
        heading: 'Your step today',
        points: ['Write ten names on your list', 'Send one message to reconnect'],
        say: ['Your step today: write 10 names on your list, and send one message to reconnect.'],
      },
    ],
  },
  {
    course: 'Social Media Without Spamming',
    file: 'lesson-social-media-without-spamming',
    kicker: 'Training',
    slides: [
      {
        heading: 'Social Media Without Spamming',
        points: ['Posts that help instead of sell'],
        say: ['Social Media Without Spamming.', 'In one minute: posts that help people instead of selling to them.'],
      },
      {
        heading: '1. Help first',
        points: ['A tip, a story, a question', 'How you really use the product', 'No income screenshots'],
        say: [
          'Give your audience something useful: a tip, a story or a question.',
          'Show how you really use the product in your own life.',
          'Never post income screenshots: they are earnings claims, and they mislead people.',
        ],
      },
      {
        heading: '2. Post at a pace you can keep',
        points: ['A few good posts a week', 'Reply to every comment', 'Never tag people in sales posts'],
        say: [
          'Post a few good posts a week, at a pace you can keep.',
          'Reply to every comment, because a conversation builds more trust than a post.',
          'And never tag friends in a sales post.',
        ],
      },
      {
        heading: '3. Disclose your connection',
        points: ['Say you sell or were given it', 'Clear words, in the post itself', 'The FTC Endorsement Guides'],
        say: [
          'When you post about the product, say clearly that you sell it or were given it.',
          'Put the words in the post itself, where nobody can miss them.',
          'The FTC Endorsement Guides require it.',
        ],
      },
      {
        heading: 'Your step today',
        points: ['Write one helpful post', 'With your disclosure in it'],
        say: ['Your step today: write one helpful post, with your disclosure in it.'],
      },
    ],
  },
  {
    course: 'Running a Great Team Call',
    file: 'lesson-running-a-great-team-call',
    kicker: 'Bonus',
    slides: [
      {
        heading: 'Running a Great Team Call',
        points: ['A 30-minute weekly agenda'],
        say: ['Running a Great Team Call.', 'In one minute: a 30-minute agenda that people want to join every week.'],
      },
      {
        heading: '1. Recognition first',
        points: ['Name what members did', 'Praise effort, not income', 'Everyone can be seen'],
        say: [
          'Open with recognition.',
          'Name what members did this week, and praise their effort, never their income.',
          'Everyone who tried something deserves to be seen.',
        ],
      },
      {
        heading: '2. One skill, one action',
        points: ['Teach one skill in ten minutes', 'Agree one action for the week', 'Keep it small and clear'],
        say: [
          'Teach one skill in about 10 minutes.',
          'Then agree on one small action that everyone takes before the next call.',
          'Keep it small and clear, so it really happens.',
        ],
      },
      {
        heading: '3. Questions, then stop on time',
        points: ['Open the floor', 'Answer honestly', 'End at thirty minutes'],
        say: ['Leave time for questions and answer them honestly.', 'End on time, so people know their evening is respected and come back next week.'],
      },
      {
        heading: 'Your step today',
        points: ['Write next call’s agenda', 'Recognition, skill, action, questions'],
        say: ['Your step today: write your next agenda: recognition, one skill, one action, questions.'],
      },
    ],
  },
  {
    course: 'Daily Challenge: Talk to 10 People',
    file: 'lesson-talk-to-10-people',
    kicker: 'Daily Challenge',
    slides: [
      {
        heading: 'Talk to 10 People',
        points: ['Ten genuine conversations in one day'],
        say: ['Daily Challenge: Talk to 10 People.', 'In one minute: 10 genuine conversations in one day.'],
      },
      {
        heading: '1. Where to find them',
        points: ['Friends and family', 'Colleagues and neighbours', 'People at your hobby or gym'],
        say: [
          'Conversations are everywhere: friends, family, colleagues, neighbours, the people at your gym.',
          'You do not need strangers, and you do not need a script.',
        ],
      },
      {
        heading: '2. What counts',
        points: ['Any real two-way conversation', 'No copy-pasted messages', 'No sale needed'],
        say: [
          'Any real two-way conversation counts, in person, on the phone or in a chat.',
          'The same message sent to 10 people does not, and no sale is needed.',
        ],
      },
      {
        heading: '3. Keep track kindly',
        points: ['Who, what you learned', 'The next step, if any', 'Friends stay friends'],
        say: [
          'After each one, note who you talked to, what you learned about them and any next step.',
          'Keep it light: a line or two per person is enough.',
          'Your friends stay friends, not prospects.',
        ],
      },
      {
        heading: 'Your step today',
        points: ['Print the tracker', 'Start your first conversation'],
        say: ['Your step today: print the tracker, and start your first conversation.'],
      },
    ],
  },
  {
    course: 'Daily Challenge: 15 Days of Video',
    file: 'lesson-15-days-of-video',
    kicker: 'Daily Challenge',
    slides: [
      {
        heading: '15 Days of Video',
        points: ['One short video a day for 15 days'],
        say: ['Daily Challenge: 15 Days of Video.', 'In one minute: how to post one short video a day for 15 days.'],
      },
      {
        heading: '1. One idea a day',
        points: ['A tip, a question, a story', 'Under a minute', 'Use the 15 prompts'],
        say: [
          'Pick one idea a day: a tip, a question, or a short story from your week.',
          'Keep each video under a minute, and use the fifteen prompts whenever you are stuck.',
        ],
      },
      {
        heading: '2. Film on your phone',
        points: ['Face the window for light', 'Hold the phone at eye level', 'Quiet room, one take'],
        say: [
          'Your phone is enough.',
          'Face a window for light, hold the phone at eye level, and record in a quiet room.',
          'One honest take beats ten polished ones.',
        ],
      },
      {
        heading: '3. Keep every video honest',
        points: ['No income or health claims', 'Say you sell the product', 'Show real use'],
        say: [
          'Keep every video honest: no income or health claims.',
          'Say that you sell the product, and show how you really use it.',
          'People trust a real person more than a perfect advert.',
        ],
      },
      {
        heading: 'Your step today',
        points: ['Film day one', 'Post it before tonight'],
        say: ['Your step today: film day one, and post it before tonight.'],
      },
    ],
  },
  {
    course: 'Daily Challenge: 10 Birthday Messages',
    file: 'lesson-10-birthday-messages',
    kicker: 'Daily Challenge',
    slides: [
      {
        heading: '10 Birthday Messages',
        points: ['A small habit that keeps relationships warm'],
        say: ['Daily Challenge: 10 Birthday Messages.', 'In one minute: a small habit that keeps your relationships warm.'],
      },
      {
        heading: '1. Find the birthdays',
        points: ['Your calendar and contacts', 'Social media reminders', 'Ten people this month'],
        say: [
          'Find the birthdays in your calendar, your phone contacts and your social media reminders.',
          'Pick 10 people this month, and note each date in your calendar.',
        ],
      },
      {
        heading: '2. Make it personal',
        points: ['Use their name', 'Mention a shared memory', 'A wish that fits them'],
        say: [
          'Make every message personal, as if you were saying it face to face.',
          'Use their name, mention something you shared, and wish them something that fits them.',
        ],
      },
      {
        heading: '3. No pitch attached',
        points: ['No links, no offers', 'No "by the way"', 'Just the wish'],
        say: [
          'Attach no pitch: no links, no offers, no by the way.',
          'A birthday message is only the wish, and that is exactly why it works.',
          'People remember who thought of them.',
        ],
      },
      {
        heading: 'Your step today',
        points: ['List this month’s birthdays', 'Send the first message'],
        say: ["Your step today: list this month's birthdays, and send the first message."],
      },
    ],
  },
  {
    course: 'Daily Challenge: Post Every Day for 30 Days',
    file: 'lesson-post-every-day-for-30-days',
    kicker: 'Daily Challenge',
    slides: [
      {
        heading: 'Post Every Day for 30 Days',
        points: ['A month of posts that help'],
        say: ['Daily Challenge: Post Every Day for 30 Days.', 'In one minute: a month of daily posts that help your audience.'],
      },
      {
        heading: '1. Use a calendar of prompts',
        points: ['One prompt per day', 'Tips, stories, questions', 'Never blank-page panic'],
        say: ['Use a calendar with one prompt per day: tips, stories and questions.', 'You never start from a blank page, and you never run out of ideas.'],
      },
      {
        heading: '2. Batch on the weekend',
        points: ['Write a week of posts at once', 'Schedule them', 'Weekdays: reply only'],
        say: ['Batch your content: write a whole week of posts on the weekend and schedule them.', 'On weekdays you only reply to comments and messages.'],
      },
      {
        heading: '3. Measure what helps',
        points: ['Comments and saves', 'Questions people ask', 'Do more of what helps'],
        say: [
          'Measure what helps: the comments, the saves and the questions people ask you.',
          'Once a week, look back at your posts and do more of what helped.',
          'Drop what nobody needed.',
        ],
      },
      {
        heading: 'Your step today',
        points: ['Pick this week’s seven prompts', 'Write the first post'],
        say: ["Your step today: pick this week's seven prompts, and write the first post."],
      },
    ],
  },
  {
    course: 'Coaching Your First Team Members',
    file: 'lesson-coaching-your-first-team-members',
    kicker: 'Bonus',
    slides: [
      {
        heading: 'Coaching Your First Team Members',
        points: ['Their first week, done right'],
        say: ['Coaching Your First Team Members.', "In one minute: a new member's first week, done right."],
      },
      {
        heading: '1. Set realistic expectations',
        points: ['Read the income disclosure together', 'Most earn little or nothing', 'No promises'],
        say: [
          "Read the company's income disclosure together.",
          'Most participants earn little or nothing, so make no promises about money or time.',
          'Honest expectations keep people longer than big dreams.',
        ],
      },
      {
        heading: '2. Build their list',
        points: ['Sit down together', 'Everyone they know', 'No pressure on anyone'],
        say: [
          'Sit down together and help them write a list of the people they know.',
          'Everyone they know goes on it, and no pressure on anyone.',
          'The list is a memory aid, not a target.',
        ],
      },
      {
        heading: '3. Make the first calls together',
        points: ['Listen in, then step back', 'Praise the effort', 'Answer their questions'],
        say: [
          'Make their first calls together: listen in at first, then step back and let them lead.',
          'Praise the effort, whatever the answer was, and answer their questions honestly.',
        ],
      },
      {
        heading: 'Your step today',
        points: ['Book a first-week meeting', 'Bring the checklist'],
        say: ['Your step today: book a first-week meeting, and bring the checklist.'],
      },
    ],
  },
];
