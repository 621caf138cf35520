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

/** @typedef {'es' | 'ar'} LessonLocale */
/** @typedef {{ kicker: string, slides: Slide[] }} LessonText */

/** The words the slides add around a lesson's own texts, per language ('en' is the source). */
export const SLIDE_WORDS = {
  en: { minute: '1-minute lesson' },
  es: { minute: 'Lección de 1 minuto' },
  ar: { minute: 'درس في دقيقة واحدة' },
};

/**
 * Each lesson in Spanish and Arabic (a lesson-<name>.<locale>.webm and .vtt each, seeded as the
 * course translation's video and captions): the same slides, in the same order, with the words of
 * the app's catalogues (web/src/i18n/catalogues/app/{es,ar}.json: reto diario / التحدي اليومي,
 * prospección / العملاء المحتملين, ...) and the course titles of the translations in supabase/seed.sql.
 * Translated for a listener, not word by word: a sentence may say the point another way.
 * @type {Record<string, Record<LessonLocale, LessonText>>}
 */
export const TRANSLATIONS = {
  'lesson-prospecting-fundamentals': {
    es: {
      kicker: 'Formación',
      slides: [
        {
          heading: 'Fundamentos de la prospección',
          points: ['Inicia conversaciones reales con las personas que ya conoces'],
          say: ['Fundamentos de la prospección.', 'En un minuto: cómo iniciar conversaciones reales con las personas que ya conoces.'],
        },
        {
          heading: '1. Arma tu lista de contactos',
          points: ['Todas las personas que conoces', 'Familia, trabajo, aficiones, vecinos', 'No decidas por ellos'],
          say: [
            'Empieza con una lista de todas las personas que conoces: familia, compañeros, amigos de tus aficiones y vecinos.',
            'No decidas por ellos a quién le puede interesar: apunta al menos cincuenta nombres.',
          ],
        },
        {
          heading: '2. Abre con una pregunta',
          points: ['Primero retoma el contacto, sin vender', 'FORM: familia, ocupación,', 'recreación, motivación'],
          say: [
            'Abre retomando el contacto, no con una presentación de ventas.',
            'Pregunta por su vida con las preguntas FORM: familia, ocupación, recreación y motivación.',
            'Las buenas preguntas demuestran que te importa la persona.',
          ],
        },
        {
          heading: '3. Escucha y acepta un no',
          points: ['Deja que terminen', 'Comparte solo con permiso', 'Ante un no: gracias y amigos'],
          say: [
            'Escucha más de lo que hablas, y cuenta a qué te dedicas solo cuando te lo pregunten.',
            'Si alguien dice que no, dale las gracias y conserva la amistad.',
          ],
        },
        {
          heading: 'Tu paso de hoy',
          points: ['Escribe diez nombres en tu lista', 'Envía un mensaje para retomar el contacto'],
          say: ['Tu paso de hoy: escribe diez nombres en tu lista y envía un mensaje para retomar el contacto.'],
        },
      ],
    },
    ar: {
      kicker: 'تدريب',
      slides: [
        {
          heading: 'أساسيات البحث عن العملاء المحتملين',
          points: ['ابدأ محادثات حقيقية مع من تعرفهم'],
          say: ['أساسيات البحث عن العملاء المحتملين.', 'في دقيقة واحدة: كيف تبدأ محادثات حقيقية مع الأشخاص الذين تعرفهم.'],
        },
        {
          heading: '1. أعدّ قائمة جهات الاتصال',
          points: ['كل من تعرفهم', 'العائلة والعمل والهوايات والجيران', 'لا تقرّر نيابةً عنهم'],
          say: ['ابدأ بقائمة تضم كل من تعرفهم: العائلة والزملاء وأصدقاء الهوايات والجيران.', 'لا تقرّر نيابةً عنهم من قد يهتم، واجعل هدفك خمسين اسمًا على الأقل.'],
        },
        {
          heading: '2. ابدأ بسؤال',
          points: ['أعد التواصل أولًا، بلا عرض للبيع', 'أسئلة FORM: العائلة، العمل،', 'الترفيه، الدافع'],
          say: [
            'ابدأ بإعادة التواصل، لا بعرض للبيع.',
            'اسأل عن حياتهم بأسئلة فورم: العائلة والعمل والترفيه والدافع.',
            'الأسئلة الجيدة تُظهر أنك تهتم بالشخص نفسه.',
          ],
        },
        {
          heading: '3. أصغِ، وتقبّل الرفض بلطف',
          points: ['دعهم يُكملون حديثهم', 'لا تشارك إلا بإذنهم', 'عند الرفض: اشكرهم وابقَ صديقًا'],
          say: ['أصغِ أكثر مما تتكلم، ولا تتحدث عن عملك إلا إذا سألوك.', 'إذا قال أحدهم لا، فاشكره وحافظ على الصداقة.'],
        },
        {
          heading: 'خطوتك اليوم',
          points: ['اكتب عشرة أسماء في قائمتك', 'أرسل رسالة واحدة لإعادة التواصل'],
          say: ['خطوتك اليوم: اكتب عشرة أسماء في قائمتك، وأرسل رسالة واحدة لإعادة التواصل.'],
        },
      ],
    },
  },
  'lesson-social-media-without-spamming': {
    es: {
      kicker: 'Formación',
      slides: [
        {
          heading: 'Redes sociales sin spam',
          points: ['Publicaciones que ayudan en lugar de vender'],
          say: ['Redes sociales sin spam.', 'En un minuto: publicaciones que ayudan a la gente en lugar de venderle.'],
        },
        {
          heading: '1. Primero, ayuda',
          points: ['Un consejo, una historia, una pregunta', 'Cómo usas de verdad el producto', 'Nada de capturas de ingresos'],
          say: [
            'Dale a tu audiencia algo útil: un consejo, una historia o una pregunta.',
            'Muestra cómo usas de verdad el producto en tu propia vida.',
            'Nunca publiques capturas de tus ingresos: son promesas de ganancias y engañan a la gente.',
          ],
        },
        {
          heading: '2. Publica a un ritmo sostenible',
          points: ['Unas pocas buenas publicaciones a la semana', 'Responde a cada comentario', 'No etiquetes a nadie en ventas'],
          say: [
            'Haz unas pocas buenas publicaciones a la semana, a un ritmo que puedas mantener.',
            'Responde a cada comentario: una conversación genera más confianza que una publicación.',
            'Y nunca etiquetes a tus amigos en una publicación de ventas.',
          ],
        },
        {
          heading: '3. Indica tu relación',
          points: ['Di que lo vendes o te lo regalaron', 'Con claridad, en la publicación', 'Las Guías de la FTC'],
          say: [
            'Cuando hables del producto, di con claridad que lo vendes o que te lo regalaron.',
            'Escríbelo en la publicación misma, donde nadie pueda pasarlo por alto.',
            'Las Guías sobre respaldos de la FTC lo exigen.',
          ],
        },
        {
          heading: 'Tu paso de hoy',
          points: ['Escribe una publicación útil', 'Con tu aviso incluido'],
          say: ['Tu paso de hoy: escribe una publicación útil, con tu aviso incluido.'],
        },
      ],
    },
    ar: {
      kicker: 'تدريب',
      slides: [
        {
          heading: 'وسائل التواصل الاجتماعي بلا إزعاج',
          points: ['منشورات تفيد بدلًا من أن تبيع'],
          say: ['وسائل التواصل الاجتماعي بلا إزعاج.', 'في دقيقة واحدة: منشورات تفيد الناس ولا تبيع لهم.'],
        },
        {
          heading: '1. الفائدة أولًا',
          points: ['نصيحة أو قصة أو سؤال', 'كيف تستخدم المنتج فعلًا', 'لا لقطات شاشة للدخل'],
          say: [
            'قدّم لجمهورك شيئًا مفيدًا: نصيحة أو قصة أو سؤالًا.',
            'أظهر كيف تستخدم المنتج فعلًا في حياتك.',
            'لا تنشر لقطات شاشة لدخلك: فهي ادعاءات أرباح مضلِّلة.',
          ],
        },
        {
          heading: '2. انشر بوتيرة تستطيع الحفاظ عليها',
          points: ['بضعة منشورات جيدة كل أسبوع', 'ردّ على كل تعليق', 'لا تُشِر إلى أحد في منشور بيع'],
          say: [
            'انشر بضعة منشورات جيدة كل أسبوع، بوتيرة تستطيع الحفاظ عليها.',
            'ردّ على كل تعليق، فالحوار يبني الثقة أكثر من المنشور.',
            'ولا تُشِر أبدًا إلى أصدقائك في منشور بيع.',
          ],
        },
        {
          heading: '3. أفصِح عن صلتك',
          points: ['قل إنك تبيعه أو حصلت عليه هدية', 'بكلمات واضحة في المنشور نفسه', 'إرشادات التزكية من FTC'],
          say: ['حين تنشر عن المنتج، قل بوضوح إنك تبيعه أو حصلت عليه هدية.', 'واكتب ذلك في المنشور نفسه.', 'وهذا ما تشترطه إرشادات التزكية.'],
        },
        {
          heading: 'خطوتك اليوم',
          points: ['اكتب منشورًا واحدًا مفيدًا', 'ومعه إفصاحك'],
          say: ['خطوتك اليوم: اكتب منشورًا واحدًا مفيدًا، ومعه إفصاحك.'],
        },
      ],
    },
  },
  'lesson-running-a-great-team-call': {
    es: {
      kicker: 'Extra',
      slides: [
        {
          heading: 'Cómo dirigir una gran llamada de equipo',
          points: ['Una agenda semanal de 30 minutos'],
          say: ['Cómo dirigir una gran llamada de equipo.', 'En un minuto: una agenda de 30 minutos a la que la gente quiere volver cada semana.'],
        },
        {
          heading: '1. Primero, el reconocimiento',
          points: ['Nombra lo que hizo cada uno', 'Elogia el esfuerzo, no los ingresos', 'Que todos se sientan vistos'],
          say: [
            'Empieza con el reconocimiento.',
            'Nombra lo que hicieron los miembros esta semana y elogia su esfuerzo, nunca sus ingresos.',
            'Todo el que intentó algo merece que lo vean.',
          ],
        },
        {
          heading: '2. Una habilidad, una acción',
          points: ['Enseña una habilidad en diez minutos', 'Una acción para la semana', 'Pequeña y clara'],
          say: [
            'Enseña una habilidad en unos diez minutos.',
            'Luego acuerda con el equipo una pequeña acción que todos harán antes de la próxima llamada.',
            'Que sea pequeña y clara, para que de verdad ocurra.',
          ],
        },
        {
          heading: '3. Preguntas, y termina a tiempo',
          points: ['Abre el turno de preguntas', 'Responde con honestidad', 'Termina a los treinta minutos'],
          say: [
            'Deja tiempo para las preguntas y respóndelas con honestidad.',
            'Termina a tiempo: así saben que respetas su tarde y vuelven la semana siguiente.',
          ],
        },
        {
          heading: 'Tu paso de hoy',
          points: ['Escribe la agenda de la próxima llamada', 'Reconocimiento, habilidad, acción, preguntas'],
          say: ['Tu paso de hoy: escribe tu próxima agenda: reconocimiento, una habilidad, una acción y preguntas.'],
        },
      ],
    },
    ar: {
      kicker: 'إضافي',
      slides: [
        {
          heading: 'كيف تدير اجتماع فريق ناجحًا',
          points: ['جدول أعمال أسبوعي من 30 دقيقة'],
          say: ['كيف تدير اجتماع فريق ناجحًا.', 'في دقيقة واحدة: جدول أعمال من ثلاثين دقيقة يرغب الناس في حضوره كل أسبوع.'],
        },
        {
          heading: '1. التقدير أولًا',
          points: ['اذكر ما أنجزه الأعضاء', 'امدح الجهد لا الدخل', 'ليشعر الجميع بأنهم مرئيون'],
          say: ['ابدأ بالتقدير.', 'اذكر ما أنجزه الأعضاء هذا الأسبوع، وامدح جهدهم، لا دخلهم أبدًا.', 'كل من جرّب شيئًا يستحق أن يُرى.'],
        },
        {
          heading: '2. مهارة واحدة وخطوة واحدة',
          points: ['علّم مهارة واحدة في عشر دقائق', 'اتفقوا على خطوة للأسبوع', 'صغيرة وواضحة'],
          say: [
            'علّم مهارة واحدة في نحو عشر دقائق.',
            'ثم اتفقوا على خطوة صغيرة واحدة ينفذها الجميع قبل الاجتماع القادم.',
            'اجعلها صغيرة وواضحة، حتى تحدث فعلًا.',
          ],
        },
        {
          heading: '3. الأسئلة، ثم الانتهاء في الموعد',
          points: ['افتح باب الأسئلة', 'أجب بصدق', 'انتهِ عند الدقيقة الثلاثين'],
          say: ['اترك وقتًا للأسئلة وأجب عنها بصدق.', 'انتهِ في الموعد، ليعرف الناس أنك تحترم أمسيتهم فيعودوا الأسبوع القادم.'],
        },
        {
          heading: 'خطوتك اليوم',
          points: ['اكتب جدول أعمال الاجتماع القادم', 'التقدير، المهارة، الخطوة، الأسئلة'],
          say: ['خطوتك اليوم: اكتب جدول أعمالك القادم: التقدير، ومهارة واحدة، وخطوة واحدة، والأسئلة.'],
        },
      ],
    },
  },
  'lesson-talk-to-10-people': {
    es: {
      kicker: 'Reto diario',
      slides: [
        {
          heading: 'Habla con 10 personas',
          points: ['Diez conversaciones auténticas en un día'],
          say: ['Reto diario: habla con 10 personas.', 'En un minuto: diez conversaciones auténticas en un solo día.'],
        },
        {
          heading: '1. Dónde encontrarlas',
          points: ['Amigos y familia', 'Compañeros y vecinos', 'Gente de tu afición o del gimnasio'],
          say: [
            'Hay conversaciones en todas partes: amigos, familia, compañeros, vecinos, la gente de tu gimnasio.',
            'No necesitas desconocidos, y tampoco necesitas un guion.',
          ],
        },
        {
          heading: '2. Qué cuenta',
          points: ['Cualquier conversación real en dos sentidos', 'Nada de mensajes copiados', 'No hace falta vender'],
          say: [
            'Cuenta cualquier conversación real en dos sentidos: en persona, por teléfono o por chat.',
            'El mismo mensaje enviado a diez personas no cuenta, y no hace falta vender nada.',
          ],
        },
        {
          heading: '3. Lleva la cuenta con tacto',
          points: ['Con quién, qué aprendiste', 'El siguiente paso, si lo hay', 'Los amigos siguen siendo amigos'],
          say: [
            'Después de cada una, anota con quién hablaste, qué aprendiste de esa persona y el siguiente paso, si lo hay.',
            'Que sea ligero: basta con una o dos líneas por persona.',
            'Tus amigos siguen siendo amigos, no prospectos.',
          ],
        },
        {
          heading: 'Tu paso de hoy',
          points: ['Imprime el registro', 'Empieza tu primera conversación'],
          say: ['Tu paso de hoy: imprime el registro y empieza tu primera conversación.'],
        },
      ],
    },
    ar: {
      kicker: 'التحدي اليومي',
      slides: [
        {
          heading: 'تحدّث مع 10 أشخاص',
          points: ['عشر محادثات حقيقية في يوم واحد'],
          say: ['تحدٍّ يومي: تحدّث مع 10 أشخاص.', 'في دقيقة واحدة: عشر محادثات حقيقية في يوم واحد.'],
        },
        {
          heading: '1. أين تجدهم',
          points: ['الأصدقاء والعائلة', 'الزملاء والجيران', 'رفاق الهواية أو النادي الرياضي'],
          say: ['المحادثات في كل مكان: الأصدقاء والعائلة والزملاء والجيران والناس في ناديك الرياضي.', 'لا تحتاج إلى غرباء، ولا تحتاج إلى نص محفوظ.'],
        },
        {
          heading: '2. ما الذي يُحتسب',
          points: ['أي محادثة حقيقية في الاتجاهين', 'لا رسائل منسوخة', 'لا حاجة إلى بيع'],
          say: [
            'تُحتسب أي محادثة حقيقية في الاتجاهين، وجهًا لوجه أو بالهاتف أو في محادثة مكتوبة.',
            'أما الرسالة نفسها المرسلة إلى عشرة أشخاص فلا تُحتسب، ولا حاجة إلى أي بيع.',
          ],
        },
        {
          heading: '3. تابِع بلطف',
          points: ['مع من تحدثت وماذا عرفت', 'الخطوة التالية، إن وُجدت', 'الأصدقاء يبقون أصدقاء'],
          say: [
            'بعد كل محادثة، دوّن مع من تحدثت، وما عرفته عنه، وأي خطوة تالية.',
            'اجعل الأمر خفيفًا: يكفي سطر أو سطران لكل شخص.',
            'أصدقاؤك يبقون أصدقاء، لا عملاء محتملين.',
          ],
        },
        {
          heading: 'خطوتك اليوم',
          points: ['اطبع ورقة المتابعة', 'ابدأ محادثتك الأولى'],
          say: ['خطوتك اليوم: اطبع ورقة المتابعة، وابدأ محادثتك الأولى.'],
        },
      ],
    },
  },
  'lesson-15-days-of-video': {
    es: {
      kicker: 'Reto diario',
      slides: [
        {
          heading: '15 días de video',
          points: ['Un video corto al día durante 15 días'],
          say: ['Reto diario: 15 días de video.', 'En un minuto: cómo publicar un video corto al día durante quince días.'],
        },
        {
          heading: '1. Una idea al día',
          points: ['Un consejo, una pregunta, una historia', 'Menos de un minuto', 'Usa las 15 ideas'],
          say: [
            'Elige una idea al día: un consejo, una pregunta o una breve historia de tu semana.',
            'Cada video, de menos de un minuto, y usa las quince ideas cuando te atasques.',
          ],
        },
        {
          heading: '2. Graba con tu teléfono',
          points: ['Mira hacia la ventana para tener luz', 'Teléfono a la altura de los ojos', 'Sala tranquila, una toma'],
          say: [
            'Tu teléfono es suficiente.',
            'Ponte frente a una ventana para tener luz, sujeta el teléfono a la altura de los ojos y graba en una sala tranquila.',
            'Una toma sincera vale más que diez pulidas.',
          ],
        },
        {
          heading: '3. Que cada video sea honesto',
          points: ['Nada de promesas de ingresos ni de salud', 'Di que vendes el producto', 'Muestra el uso real'],
          say: [
            'Que cada video sea honesto: ni promesas de ingresos ni de salud.',
            'Di que vendes el producto y muestra cómo lo usas de verdad.',
            'La gente confía más en una persona real que en un anuncio perfecto.',
          ],
        },
        {
          heading: 'Tu paso de hoy',
          points: ['Graba el primer día', 'Publícalo antes de esta noche'],
          say: ['Tu paso de hoy: graba el primer día y publícalo antes de esta noche.'],
        },
      ],
    },
    ar: {
      kicker: 'التحدي اليومي',
      slides: [
        {
          heading: '15 يومًا من الفيديو',
          points: ['فيديو قصير كل يوم لمدة 15 يومًا'],
          say: ['تحدٍّ يومي: 15 يومًا من الفيديو.', 'في دقيقة واحدة: كيف تنشر فيديو قصيرًا كل يوم لمدة خمسة عشر يومًا.'],
        },
        {
          heading: '1. فكرة واحدة كل يوم',
          points: ['نصيحة أو سؤال أو قصة', 'أقل من دقيقة', 'استعن بالأفكار الخمس عشرة'],
          say: ['اختر فكرة واحدة كل يوم: نصيحة أو سؤالًا أو قصة قصيرة من أسبوعك.', 'اجعل كل فيديو أقل من دقيقة، واستعن بالأفكار الخمس عشرة كلما توقفت.'],
        },
        {
          heading: '2. صوّر بهاتفك',
          points: ['واجه النافذة من أجل الضوء', 'الهاتف بمستوى العينين', 'غرفة هادئة ولقطة واحدة'],
          say: ['هاتفك يكفي.', 'واجه نافذة من أجل الضوء، وأمسك الهاتف بمستوى عينيك، وصوّر في غرفة هادئة.', 'لقطة صادقة واحدة أفضل من عشر لقطات مصقولة.'],
        },
        {
          heading: '3. الصدق في كل فيديو',
          points: ['لا ادعاءات عن الدخل أو الصحة', 'قل إنك تبيع المنتج', 'أظهر استخدامك الحقيقي'],
          say: [
            'اجعل كل فيديو صادقًا: لا ادعاءات عن الدخل أو الصحة.',
            'قل إنك تبيع المنتج، وأظهر كيف تستخدمه فعلًا.',
            'يثق الناس بشخص حقيقي أكثر من إعلان مثالي.',
          ],
        },
        {
          heading: 'خطوتك اليوم',
          points: ['صوّر فيديو اليوم الأول', 'انشره قبل الليلة'],
          say: ['خطوتك اليوم: صوّر فيديو اليوم الأول، وانشره قبل الليلة.'],
        },
      ],
    },
  },
  'lesson-10-birthday-messages': {
    es: {
      kicker: 'Reto diario',
      slides: [
        {
          heading: '10 mensajes de cumpleaños',
          points: ['Un pequeño hábito que mantiene vivas las relaciones'],
          say: ['Reto diario: 10 mensajes de cumpleaños.', 'En un minuto: un pequeño hábito que mantiene vivas tus relaciones.'],
        },
        {
          heading: '1. Encuentra los cumpleaños',
          points: ['Tu calendario y tus contactos', 'Los avisos de las redes sociales', 'Diez personas este mes'],
          say: [
            'Busca los cumpleaños en tu calendario, en los contactos del teléfono y en los avisos de las redes sociales.',
            'Elige diez personas este mes y apunta cada fecha en tu calendario.',
          ],
        },
        {
          heading: '2. Hazlo personal',
          points: ['Usa su nombre', 'Menciona un recuerdo compartido', 'Un deseo que le vaya bien'],
          say: [
            'Haz que cada mensaje sea personal, como si lo dijeras cara a cara.',
            'Usa su nombre, menciona un recuerdo en común y deséale algo que le vaya bien.',
          ],
        },
        {
          heading: '3. Sin nada que vender',
          points: ['Sin enlaces ni ofertas', 'Sin «por cierto»', 'Solo la felicitación'],
          say: [
            'No añadas ninguna venta: ni enlaces, ni ofertas, ni un por cierto.',
            'Un mensaje de cumpleaños es solo la felicitación, y justo por eso funciona.',
            'La gente recuerda quién se acordó de ella.',
          ],
        },
        {
          heading: 'Tu paso de hoy',
          points: ['Apunta los cumpleaños de este mes', 'Envía el primer mensaje'],
          say: ['Tu paso de hoy: apunta los cumpleaños de este mes y envía el primer mensaje.'],
        },
      ],
    },
    ar: {
      kicker: 'التحدي اليومي',
      slides: [
        {
          heading: '10 رسائل تهنئة بعيد الميلاد',
          points: ['عادة صغيرة تحافظ على دفء العلاقات'],
          say: ['تحدٍّ يومي: 10 رسائل تهنئة بعيد الميلاد.', 'في دقيقة واحدة: عادة صغيرة تحافظ على دفء علاقاتك.'],
        },
        {
          heading: '1. اعثر على أعياد الميلاد',
          points: ['تقويمك وجهات اتصالك', 'تذكيرات وسائل التواصل', 'عشرة أشخاص هذا الشهر'],
          say: [
            'ابحث عن أعياد الميلاد في تقويمك وجهات الاتصال في هاتفك وتذكيرات وسائل التواصل الاجتماعي.',
            'اختر عشرة أشخاص هذا الشهر، ودوّن كل تاريخ في تقويمك.',
          ],
        },
        {
          heading: '2. اجعلها شخصية',
          points: ['استخدم اسمه', 'اذكر ذكرى مشتركة', 'أمنية تناسبه'],
          say: ['اجعل كل رسالة شخصية، كأنك تقولها وجهًا لوجه.', 'استخدم اسمه، واذكر شيئًا عشتماه معًا، وتمنَّ له ما يناسبه.'],
        },
        {
          heading: '3. بلا أي عرض للبيع',
          points: ['لا روابط ولا عروض', 'لا «بالمناسبة»', 'التهنئة وحدها'],
          say: [
            'لا تُرفق أي عرض للبيع: لا روابط ولا عروض ولا كلمة بالمناسبة.',
            'رسالة عيد الميلاد هي التهنئة وحدها، ولهذا بالذات تنجح.',
            'يتذكر الناس من فكّر فيهم.',
          ],
        },
        {
          heading: 'خطوتك اليوم',
          points: ['دوّن أعياد ميلاد هذا الشهر', 'أرسل الرسالة الأولى'],
          say: ['خطوتك اليوم: دوّن أعياد ميلاد هذا الشهر، وأرسل الرسالة الأولى.'],
        },
      ],
    },
  },
  'lesson-post-every-day-for-30-days': {
    es: {
      kicker: 'Reto diario',
      slides: [
        {
          heading: 'Publica todos los días durante 30 días',
          points: ['Un mes de publicaciones que ayudan'],
          say: ['Reto diario: publica todos los días durante 30 días.', 'En un minuto: un mes de publicaciones diarias que ayudan a tu audiencia.'],
        },
        {
          heading: '1. Usa un calendario de ideas',
          points: ['Una idea por día', 'Consejos, historias, preguntas', 'Nunca ante la página en blanco'],
          say: ['Usa un calendario con una idea para cada día: consejos, historias y preguntas.', 'Nunca empiezas desde cero, y nunca te quedas sin ideas.'],
        },
        {
          heading: '2. Prepara todo el fin de semana',
          points: ['Escribe una semana de golpe', 'Prográmalas', 'Entre semana: solo responde'],
          say: [
            'Prepara tu contenido por tandas: escribe las publicaciones de toda la semana el fin de semana y prográmalas.',
            'Entre semana solo respondes a comentarios y mensajes.',
          ],
        },
        {
          heading: '3. Mide lo que ayuda',
          points: ['Comentarios y guardados', 'Las preguntas que te hacen', 'Más de lo que ayuda'],
          say: [
            'Mide lo que ayuda: los comentarios, los guardados y las preguntas que te hacen.',
            'Una vez por semana, repasa tus publicaciones y haz más de lo que funcionó.',
            'Deja lo que nadie necesitó.',
          ],
        },
        {
          heading: 'Tu paso de hoy',
          points: ['Elige las siete ideas de esta semana', 'Escribe la primera publicación'],
          say: ['Tu paso de hoy: elige las siete ideas de esta semana y escribe la primera publicación.'],
        },
      ],
    },
    ar: {
      kicker: 'التحدي اليومي',
      slides: [
        {
          heading: 'انشر كل يوم لمدة 30 يومًا',
          points: ['شهر من المنشورات المفيدة'],
          say: ['تحدٍّ يومي: انشر كل يوم لمدة 30 يومًا.', 'في دقيقة واحدة: شهر من المنشورات اليومية التي تفيد جمهورك.'],
        },
        {
          heading: '1. استخدم تقويمًا للأفكار',
          points: ['فكرة لكل يوم', 'نصائح وقصص وأسئلة', 'لا حيرة أمام صفحة فارغة'],
          say: ['استخدم تقويمًا فيه فكرة لكل يوم: نصائح وقصص وأسئلة.', 'لن تبدأ أبدًا من صفحة فارغة، ولن تنفد أفكارك.'],
        },
        {
          heading: '2. جهّز دفعة واحدة في العطلة',
          points: ['اكتب منشورات أسبوع كامل مرة واحدة', 'جدوِلها', 'في أيام الأسبوع: الرد فقط'],
          say: ['جهّز محتواك دفعة واحدة: اكتب منشورات أسبوع كامل في عطلة نهاية الأسبوع وجدوِلها.', 'وفي أيام الأسبوع تكتفي بالرد على التعليقات والرسائل.'],
        },
        {
          heading: '3. قِس ما يفيد',
          points: ['التعليقات والحفظ', 'الأسئلة التي يطرحها الناس', 'أكثِر مما يفيد'],
          say: ['قِس ما يفيد: التعليقات ومرات الحفظ والأسئلة التي يطرحها الناس عليك.', 'مرة كل أسبوع، راجع منشوراتك وأكثِر مما أفاد.', 'واترك ما لم يحتجه أحد.'],
        },
        {
          heading: 'خطوتك اليوم',
          points: ['اختر أفكار هذا الأسبوع السبع', 'اكتب المنشور الأول'],
          say: ['خطوتك اليوم: اختر أفكار هذا الأسبوع السبع، واكتب المنشور الأول.'],
        },
      ],
    },
  },
  'lesson-coaching-your-first-team-members': {
    es: {
      kicker: 'Extra',
      slides: [
        {
          heading: 'Acompaña a los primeros miembros de tu equipo',
          points: ['Su primera semana, bien hecha'],
          say: ['Acompaña a los primeros miembros de tu equipo.', 'En un minuto: la primera semana de un nuevo miembro, bien hecha.'],
        },
        {
          heading: '1. Expectativas realistas',
          points: ['Lee con él la declaración de ingresos', 'La mayoría gana poco o nada', 'Sin promesas'],
          say: [
            'Lee con tu nuevo miembro la declaración de ingresos de la empresa.',
            'La mayoría de los participantes gana poco o nada, así que no prometas nada sobre dinero ni tiempo.',
            'Las expectativas honestas retienen a la gente más que los grandes sueños.',
          ],
        },
        {
          heading: '2. Arma su lista',
          points: ['Siéntate a su lado', 'Todas las personas que conoce', 'Sin presionar a nadie'],
          say: [
            'Siéntate a su lado y ayúdale a escribir una lista de las personas que conoce.',
            'En ella va todo el mundo, y sin presionar a nadie.',
            'La lista es una ayuda para la memoria, no un objetivo.',
          ],
        },
        {
          heading: '3. Las primeras llamadas, juntos',
          points: ['Escucha y luego apártate', 'Elogia el esfuerzo', 'Responde a sus preguntas'],
          say: [
            'Acompáñale en sus primeras llamadas: al principio escucha, luego apártate y deja que lleve la conversación.',
            'Elogia el esfuerzo, sea cual sea la respuesta, y contesta sus preguntas con honestidad.',
          ],
        },
        {
          heading: 'Tu paso de hoy',
          points: ['Reserva una reunión de primera semana', 'Lleva la lista de tareas'],
          say: ['Tu paso de hoy: reserva una reunión de primera semana y lleva la lista de tareas.'],
        },
      ],
    },
    ar: {
      kicker: 'إضافي',
      slides: [
        {
          heading: 'توجيه أول أعضاء فريقك',
          points: ['أسبوعهم الأول كما ينبغي'],
          say: ['توجيه أول أعضاء فريقك.', 'في دقيقة واحدة: الأسبوع الأول لعضو جديد، كما ينبغي أن يكون.'],
        },
        {
          heading: '1. توقعات واقعية',
          points: ['اقرآ إفصاح الدخل معًا', 'معظمهم يكسبون القليل أو لا شيء', 'لا وعود'],
          say: [
            'اقرآ معًا إفصاح الدخل الخاص بالشركة.',
            'معظم المشاركين يكسبون القليل أو لا شيء، فلا تقطع أي وعود بشأن المال أو الوقت.',
            'التوقعات الصادقة تُبقي الناس مدة أطول من الأحلام الكبيرة.',
          ],
        },
        {
          heading: '2. أعدّا قائمته',
          points: ['اجلسا معًا', 'كل من يعرفهم', 'بلا ضغط على أحد'],
          say: [
            'اجلسا معًا وساعده على كتابة قائمة بالأشخاص الذين يعرفهم.',
            'يدخل فيها كل من يعرفه، دون ضغط على أحد.',
            'القائمة وسيلة لتنشيط الذاكرة، لا هدف يجب بلوغه.',
          ],
        },
        {
          heading: '3. المكالمات الأولى معًا',
          points: ['استمع أولًا ثم تراجع', 'امدح الجهد', 'أجب عن أسئلته'],
          say: ['أجريا مكالماته الأولى معًا: استمع في البداية، ثم تراجع ودعه يقود الحديث.', 'امدح الجهد أيًّا كان الجواب، وأجب عن أسئلته بصدق.'],
        },
        {
          heading: 'خطوتك اليوم',
          points: ['حدّد موعدًا لاجتماع الأسبوع الأول', 'أحضر قائمة المهام'],
          say: ['خطوتك اليوم: حدّد موعدًا لاجتماع الأسبوع الأول، وأحضر قائمة المهام.'],
        },
      ],
    },
  },
};

/** The lesson as spoken and shown in `locale`: the English source, or its translation with the same slides. */
export function lessonIn(lesson, locale) {
  if (locale === 'en') return lesson;
  const text = TRANSLATIONS[lesson.file]?.[locale];
  if (!text) throw new Error(`${lesson.file}: no ${locale} text`);
  if (text.slides.length !== lesson.slides.length)
    throw new Error(`${lesson.file}: the ${locale} text has ${text.slides.length} slides, not ${lesson.slides.length}`);
  return { ...lesson, ...text };
}
