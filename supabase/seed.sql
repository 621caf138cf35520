-- Demo content for the LOCAL stack (runs once, as the database owner, on the first `npm start`; the
-- Supabase CLI also runs it on `supabase db reset`). It never runs on a hosted project unless you
-- ask for it, and it must not: it creates accounts with published passwords.
--
-- What it makes (logins are listed in supabase/README.md):
--   * admin@moneytrain.local / admin-password, an admin through the admin address list (slot 1);
--   * learner1@moneytrain.local ... learner24@moneytrain.local / learner-password, with activity
--     made through the same RPCs the api calls (missions, courses, quizzes, redemptions,
--     referrals), so every balance has its ledger rows and the leaderboard is alive;
--   * eight courses across the three categories (one a draft only admins see), with materials,
--     course quizzes and three general quizzes, each course and quiz also in Spanish and Arabic.
-- The five stations (missions) and the reward catalogue are product data and come from the
-- migrations; the packs' items and two dearer rewards are demo content made here.
--
-- No demo course links to a placeholder video. Every course has a real lesson video in Storage that
-- plays in the course page (slides with narration, 55 to 60 seconds) with its captions, and every
-- material opens: supabase/local-hooks/seed-files.ts stores supabase/seed-files/ in the
-- course-materials bucket right after this file runs and links them (docs/operators.md#demo-content).
-- So every course is 1 minute long: progress is watch time against the duration
-- (docs/product.md#courses), and a longer duration than its video could never be reached.

-- Accounts are made by local_stack.create_accounts (local/bootstrap.sql), as the auth server writes
-- them (bcrypt cost 10, an email identity), so signing in with the password works. Inserting into
-- auth.users fires app.handle_new_user: the profile, and the referral credit when referralCode is set.
do $seed$
declare
  v_admin_id constant uuid := 'a0000000-0000-4000-8000-000000000001';
  v_names constant text[] := array[
    'Amara Okafor', 'Ben Carter', 'Chloe Martin', 'Diego Alvarez', 'Elena Petrova', 'Farid Haddad',
    'Grace Kim', 'Hannah Schmidt', 'Isaac Mensah', 'Julia Rossi', 'Kenji Tanaka', 'Laila Ahmed',
    'Marcus Johnson', 'Nadia Kowalski', 'Omar Farouk', 'Priya Sharma', 'Quinn O''Brien', 'Rosa Delgado',
    'Samuel Adeyemi', 'Tara Nguyen', 'Umar Siddiqui', 'Valentina Cruz', 'William Brooks', 'Yara Haddad'];
  v_learner_ids uuid[] := '{}';
  v_id uuid;
  v_course_ids bigint[] := '{}';
  v_course_id bigint;
  v_quiz_id bigint;
  v_quiz_ids bigint[] := '{}';
  v_key smallint;
  v_k integer;
  v_m integer;
  r record;
begin
  if exists (select 1 from auth.users u where u.email = 'admin@moneytrain.local') then
    raise notice 'demo content already present: nothing to do';
    return;
  end if;

  -- Accounts ----------------------------------------------------------------------------------------
  insert into app.admin_emails (slot, email) values (1, 'admin@moneytrain.local')
  on conflict (slot) do nothing;
  perform local_stack.create_accounts(array['admin@moneytrain.local'], 'admin-password',
    array['{"name": "Academy Admin", "email_verified": true}'::jsonb], array[v_admin_id]);

  -- Learners 2-6 sign up with learner 1's invite code (five enrolments: the bonus), learners 7-9
  -- with learner 2's. A referral code exists once its owner does, so learners 1 and 2 are made
  -- first; the rest in one call (one bcrypt hash for all of them).
  v_learner_ids := array(select ('b0000000-0000-4000-8000-' || lpad(k::text, 12, '0'))::uuid
                           from generate_series(1, array_length(v_names, 1)) k);
  for r in select * from (values (1, 1), (2, 2), (3, array_length(v_names, 1))) as b(first_k, last_k) loop
    perform local_stack.create_accounts(
      array(select format('learner%s@moneytrain.local', k) from generate_series(r.first_k, r.last_k) k order by k),
      'learner-password',
      array(select jsonb_strip_nulls(jsonb_build_object(
                     'name', v_names[k],
                     'phone', format('+1 555 01%s', lpad(k::text, 2, '0')),
                     'referralCode', (select p.invite_code from public.profiles p
                                       where p.id = v_learner_ids[case when k between 2 and 6 then 1 when k between 7 and 9 then 2 end]),
                     'email_verified', true))
              from generate_series(r.first_k, r.last_k) k order by k),
      array(select v_learner_ids[k] from generate_series(r.first_k, r.last_k) k order by k));
  end loop;

  -- Rewards --------------------------------------------------------------------------------------
  -- Real pack content (a pack with no item a buyer may see is not sold: docs/product.md#rewards),
  -- written to pass the claim check, and two dearer rewards to save for (rewards are rows).
  insert into public.rewards (id, title, description, cost, fulfilment, sort_order) values
    ('call_scripts', 'Call Script Pack', 'Five short scripts for calls and follow-ups, with what to say when someone says no.', 25, 'pack', 4),
    ('coaching_call', '30-Minute Coaching Call', 'A call with an experienced team leader to review your week and plan the next one.', 60, 'manual', 5)
  on conflict (id) do nothing;
  insert into public.reward_pack_items (reward_id, title, body, position)
  select v.reward_id, v.title, v.body, v.position
    from (values
      ('social_posts', 'What I learned this week', E'This week I practised one thing: listening more than I talk. I asked three people about their goals and learned more than I expected.\n\nWhat is one skill you are working on right now? #learning #smallsteps', 1),
      ('social_posts', 'Behind the scenes', E'A quick look at my Monday: 20 minutes of reading, one new course module, and a list of five people to thank this week.\n\nWhat does your Monday routine look like?', 2),
      ('social_posts', 'An honest disclosure post', E'Full disclosure: I am an independent distributor for [Company]. I share products I use myself, and I only get paid when someone buys.\n\nHappy to answer any questions, no pressure.', 3),
      ('social_posts', 'A helpful tip', E'Tip of the week: write down the names of three people who helped you this year and send each of them a thank-you message today.\n\nIt takes five minutes and it makes someone''s day.', 4),
      ('social_posts', 'Ask your audience', E'Quick poll: when you try something new, do you prefer\nA) a short video,\nB) a step-by-step guide, or\nC) a friend who shows you?\n\nReply with A, B or C. I am planning what to share next.', 5),
      ('email_swipes', 'Thank you after a first chat', E'Subject: Thanks for the chat, [Name]\n\nHi [Name],\n\nThank you for your time today. I enjoyed hearing about [something they said]. As promised, here is the link I mentioned: [link].\n\nNo rush at all; if you have questions, just reply to this e-mail.\n\n[Your name]', 1),
      ('email_swipes', 'Gentle follow-up after a week', E'Subject: Checking in\n\nHi [Name],\n\nI wanted to check in after our conversation last week. Did you get a chance to look at [the product/information]?\n\nIf now is not a good time, that is completely fine. I am happy to reconnect whenever suits you.\n\n[Your name]', 2),
      ('email_swipes', 'Answering "is this a pyramid scheme?"', E'Subject: Your question about how this works\n\nHi [Name],\n\nGood question, and I am glad you asked. Here is how I am paid: I earn a commission when customers buy products. Most people who join earn little or nothing, and the company''s income disclosure shows the figures: [link].\n\nI would rather you decide with the facts.\n\n[Your name]', 3),
      ('email_swipes', 'Welcome a new team member', E'Subject: Welcome aboard, [Name]!\n\nHi [Name],\n\nWelcome! Your first step is the two-minute lesson in Station 1 of Money Train Academy. After that, let''s book 20 minutes to plan your first week together.\n\nWhich day works for you?\n\n[Your name]', 4),
      ('email_swipes', 'Customer check-in', E'Subject: How is it going with [product]?\n\nHi [Name],\n\nYou have had [product] for about two weeks now. How are you finding it? If anything is not working for you, tell me and I will help you sort it out, including a return if you want one.\n\n[Your name]', 5),
      ('call_scripts', 'Opening a call', E'"Hi [Name], it''s [you]. Have you got two minutes? I am learning about [topic] and I thought of you because you mentioned [their interest]. Would you be open to hearing what I am doing, or is now a bad time?"', 1),
      ('call_scripts', 'When someone says no', E'"No problem at all, thanks for hearing me out. Can I ask one thing: would you mind if I checked in again in a few months, or would you rather I didn''t?" Then respect the answer and note it.', 2),
      ('call_scripts', 'Booking a follow-up', E'"It sounds like you would like to think about it. Shall we pick a time next week to talk again? Does Tuesday or Thursday evening suit you better?"', 3),
      ('call_scripts', 'Answering "how much can I earn?"', E'"Honestly, most people earn little or nothing, and some spend more than they make. The company''s income disclosure has the real figures; I will send you the link so you can read it yourself."', 4),
      ('call_scripts', 'Thanking a referral', E'"Thank you for introducing me to [Name]. I will be respectful of their time, and I will let you know how it went if they are happy for me to."', 5)
    ) as v(reward_id, title, body, position);

  -- The demo rewards and their packs in Spanish and Arabic, beside the English above
  -- (docs/decisions.md, "Languages": content translations). The shipped rewards' own translations
  -- are product data (their migration); a pack item is keyed by its reward and position.
  insert into public.reward_translations (reward_id, locale, title, description) values
    ('call_scripts', 'es', 'Pack de guiones de llamada', 'Cinco guiones breves para llamadas y seguimientos, con qué decir cuando alguien te dice que no.'),
    ('call_scripts', 'ar', 'حزمة نصوص المكالمات', 'خمسة نصوص قصيرة للمكالمات والمتابعة، مع ما تقوله حين يقول لك أحدهم «لا».'),
    ('coaching_call', 'es', 'Llamada de coaching de 30 minutos', 'Una llamada con un líder de equipo con experiencia para repasar tu semana y planificar la siguiente.'),
    ('coaching_call', 'ar', 'جلسة إرشاد هاتفية لمدة 30 دقيقة', 'مكالمة مع قائد فريق متمرّس لمراجعة أسبوعك والتخطيط للأسبوع التالي.')
  on conflict do nothing;
  insert into public.reward_pack_item_translations (item_id, locale, title, body)
  select i.id, v.locale, v.title, v.body
    from (values
      ('social_posts', 1, 'es', 'Lo que aprendí esta semana', E'Esta semana practiqué una sola cosa: escuchar más de lo que hablo. Pregunté a tres personas por sus metas y aprendí más de lo que esperaba.\n\n¿Qué habilidad estás trabajando ahora mismo? #aprendizaje #pasitos'),
      ('social_posts', 1, 'ar', 'ما تعلّمته هذا الأسبوع', E'هذا الأسبوع تدرّبت على شيء واحد: أن أُصغي أكثر مما أتكلم. سألت ثلاثة أشخاص عن أهدافهم وتعلّمت أكثر مما توقعت.\n\nما المهارة التي تعمل عليها الآن؟ #تعلم #خطوات_صغيرة'),
      ('social_posts', 2, 'es', 'Entre bastidores', E'Así fue mi lunes: 20 minutos de lectura, un módulo nuevo del curso y una lista de cinco personas a las que quiero dar las gracias esta semana.\n\n¿Cómo es tu rutina de los lunes?'),
      ('social_posts', 2, 'ar', 'من وراء الكواليس', E'لمحة سريعة عن يوم الاثنين عندي: 20 دقيقة قراءة، ووحدة جديدة من الدورة، وقائمة بخمسة أشخاص أريد أن أشكرهم هذا الأسبوع.\n\nكيف يبدو روتينك يوم الاثنين؟'),
      ('social_posts', 3, 'es', 'Una publicación transparente', E'Para que quede claro: tengo un negocio independiente de distribución de [Empresa]. Comparto productos que uso a diario y solo cobro cuando alguien compra.\n\nCon gusto respondo cualquier pregunta, sin ningún compromiso.'),
      ('social_posts', 3, 'ar', 'منشور إفصاح صريح', E'للإفصاح الكامل: أنا موزّع مستقل لدى [اسم الشركة]. أشارك منتجات أستخدمها بنفسي، ولا أحصل على أي عمولة إلا عندما يشتري أحدهم.\n\nيسعدني أن أجيب عن أي سؤال، دون أي ضغط.'),
      ('social_posts', 4, 'es', 'Un consejo útil', E'Consejo de la semana: apunta el nombre de tres personas que te ayudaron este año y mándale hoy a cada una un mensaje de agradecimiento.\n\nSon cinco minutos y le alegras el día a alguien.'),
      ('social_posts', 4, 'ar', 'نصيحة مفيدة', E'نصيحة الأسبوع: اكتب أسماء ثلاثة أشخاص ساعدوك هذا العام، وأرسل لكل منهم رسالة شكر اليوم.\n\nالأمر يستغرق خمس دقائق ويُسعد يوم أحدهم.'),
      ('social_posts', 5, 'es', 'Pregúntale a tu audiencia', E'Encuesta rápida: cuando pruebas algo nuevo, ¿qué prefieres?\nA) un video corto,\nB) una guía paso a paso, o\nC) que te lo enseñe un amigo.\n\nResponde con A, B o C. Estoy pensando qué compartir después.'),
      ('social_posts', 5, 'ar', 'اسأل جمهورك', E'استطلاع سريع: حين تجرّب شيئًا جديدًا، ماذا تفضّل؟\nأ) فيديو قصيرًا،\nب) دليلًا خطوة بخطوة، أم\nج) صديقًا يريك الطريقة؟\n\nردّ بـ أ أو ب أو ج. أخطط لما سأشاركه لاحقًا.'),
      ('email_swipes', 1, 'es', 'Gracias tras una primera charla', E'Asunto: Gracias por la charla, [Nombre]\n\nHola, [Nombre]:\n\nGracias por tu tiempo hoy. Me gustó mucho escucharte hablar de [algo que dijo]. Como te prometí, aquí tienes el enlace que te comenté: [enlace].\n\nSin ninguna prisa; si tienes preguntas, responde a este correo.\n\n[Tu nombre]'),
      ('email_swipes', 1, 'ar', 'شكر بعد أول حديث', E'الموضوع: شكرًا على الحديث يا [الاسم]\n\nمرحبًا [الاسم]،\n\nشكرًا على وقتك اليوم. استمتعت بسماعك تتحدث عن [شيء قاله]. وكما وعدتك، هذا هو الرابط الذي ذكرته: [الرابط].\n\nلا عجلة أبدًا؛ وإن كانت لديك أسئلة فقط ردّ على هذه الرسالة.\n\n[اسمك]'),
      ('email_swipes', 2, 'es', 'Seguimiento amable a la semana', E'Asunto: ¿Qué tal todo?\n\nHola, [Nombre]:\n\nQuería saber de ti después de nuestra conversación de la semana pasada. ¿Pudiste echar un vistazo a [el producto/la información]?\n\nSi ahora no es buen momento, no pasa nada. Retomamos cuando mejor te venga.\n\n[Tu nombre]'),
      ('email_swipes', 2, 'ar', 'متابعة لطيفة بعد أسبوع', E'الموضوع: أطمئن عليك\n\nمرحبًا [الاسم]،\n\nأردت أن أطمئن عليك بعد حديثنا الأسبوع الماضي. هل سنحت لك الفرصة للاطلاع على [المنتج/المعلومات]؟\n\nإن لم يكن الوقت مناسبًا الآن فلا بأس إطلاقًا. يسعدني أن نتواصل من جديد متى ناسبك.\n\n[اسمك]'),
      ('email_swipes', 3, 'es', 'Responder a «¿esto es una estafa piramidal?»', E'Asunto: Tu pregunta sobre cómo funciona esto\n\nHola, [Nombre]:\n\nBuena pregunta, y me alegra que la hagas. Así es como cobro: recibo una comisión cuando los clientes compran productos. La mayoría de quienes se unen ganan poco o nada, y la declaración de ingresos de la empresa muestra las cifras: [enlace].\n\nPrefiero que decidas con los datos en la mano.\n\n[Tu nombre]'),
      ('email_swipes', 3, 'ar', 'الرد على سؤال «هل هذا مخطط هرمي؟»', E'الموضوع: سؤالك عن طريقة عمل هذا النشاط\n\nمرحبًا [الاسم]،\n\nسؤال وجيه، ويسعدني أنك طرحته. هكذا أحصل على أجري: أتقاضى عمولة حين يشتري العملاء المنتجات. ومعظم من ينضمون يكسبون القليل أو لا شيء، وبيان الإفصاح عن الدخل الذي تنشره الشركة يعرض الأرقام: [الرابط].\n\nأفضّل أن تقرر وأنت تعرف الحقائق.\n\n[اسمك]'),
      ('email_swipes', 4, 'es', 'Dar la bienvenida a un nuevo miembro', E'Asunto: ¡Bienvenido a bordo, [Nombre]!\n\nHola, [Nombre]:\n\n¡Bienvenido! Tu primer paso es la lección de dos minutos de la Estación 1 de Money Train Academy. Después, reservemos 20 minutos para planificar juntos tu primera semana.\n\n¿Qué día te viene bien?\n\n[Tu nombre]'),
      ('email_swipes', 4, 'ar', 'الترحيب بعضو جديد في الفريق', E'الموضوع: أهلًا بك معنا يا [الاسم]!\n\nمرحبًا [الاسم]،\n\nأهلًا وسهلًا! خطوتك الأولى هي درس الدقيقتين في المحطة 1 من Money Train Academy. بعدها لنحجز 20 دقيقة نخطط فيها معًا لأسبوعك الأول.\n\nأي يوم يناسبك؟\n\n[اسمك]'),
      ('email_swipes', 5, 'es', 'Seguimiento a un cliente', E'Asunto: ¿Qué tal te va con [producto]?\n\nHola, [Nombre]:\n\nYa llevas unas dos semanas con [producto]. ¿Qué te está pareciendo? Si algo no te funciona, dímelo y te ayudo a solucionarlo, incluida una devolución si la quieres.\n\n[Tu nombre]'),
      ('email_swipes', 5, 'ar', 'الاطمئنان على عميل', E'الموضوع: كيف تجد [المنتج]؟\n\nمرحبًا [الاسم]،\n\nمضى نحو أسبوعين على استخدامك [المنتج]. ما رأيك فيه حتى الآن؟ إن لم يناسبك شيء فأخبرني وسأساعدك على حله، بما في ذلك إرجاعه إن أردت.\n\n[اسمك]'),
      ('call_scripts', 1, 'es', 'Abrir una llamada', E'«Hola, [Nombre], soy [tú]. ¿Tienes dos minutos? Estoy aprendiendo sobre [tema] y me acordé de ti porque mencionaste [su interés]. ¿Te apetece que te cuente lo que estoy haciendo, o no es buen momento?»'),
      ('call_scripts', 1, 'ar', 'بدء المكالمة', E'«مرحبًا [الاسم]، معك [اسمك]. هل لديك دقيقتان؟ أتعلّم حاليًا عن [الموضوع] وتذكّرتك لأنك ذكرت [اهتمامه]. هل تحب أن أحدثك عمّا أقوم به، أم أن الوقت غير مناسب الآن؟»'),
      ('call_scripts', 2, 'es', 'Cuando alguien dice que no', E'«No pasa nada, gracias por escucharme. ¿Puedo preguntarte una cosa? ¿Te importaría que volviera a escribirte dentro de unos meses, o prefieres que no lo haga?» Después respeta la respuesta y anótala.'),
      ('call_scripts', 2, 'ar', 'حين يقول أحدهم «لا»', E'«لا مشكلة أبدًا، شكرًا لأنك استمعت إليّ. هل لي بسؤال واحد: هل تمانع أن أتواصل معك مجددًا بعد بضعة أشهر، أم تفضّل ألا أفعل؟» ثم احترم الإجابة ودوّنها.'),
      ('call_scripts', 3, 'es', 'Agendar un seguimiento', E'«Parece que te gustaría pensarlo. ¿Buscamos un momento la semana que viene para volver a hablar? ¿Te viene mejor el martes o el jueves por la tarde?»'),
      ('call_scripts', 3, 'ar', 'تحديد موعد للمتابعة', E'«يبدو أنك تريد التفكير في الأمر. هل نختار وقتًا الأسبوع القادم لنتحدث من جديد؟ أيهما أنسب لك: مساء الثلاثاء أم الخميس؟»'),
      ('call_scripts', 4, 'es', 'Responder a «¿cuánto puedo ganar?»', E'«Te soy sincero: la mayoría gana poco o nada, y algunos gastan más de lo que ganan. La declaración de ingresos de la empresa tiene las cifras reales; te mando el enlace para que la leas tú mismo.»'),
      ('call_scripts', 4, 'ar', 'الرد على سؤال «كم يمكنني أن أكسب؟»', E'«بصراحة، معظم الناس يكسبون القليل أو لا شيء، وبعضهم ينفق أكثر مما يكسب. بيان الإفصاح عن الدخل الذي تنشره الشركة فيه الأرقام الحقيقية؛ سأرسل لك الرابط لتقرأه بنفسك.»'),
      ('call_scripts', 5, 'es', 'Agradecer una recomendación', E'«Gracias por presentarme a [Nombre]. Respetaré su tiempo y, si a él o a ella le parece bien, te contaré cómo fue.»'),
      ('call_scripts', 5, 'ar', 'شكر من عرّفك على شخص', E'«شكرًا لأنك عرّفتني على [الاسم]. سأحترم وقته، وسأخبرك كيف سار الحديث إن لم يكن لديه مانع.»')
    ) as v(reward_id, position, locale, title, body)
    join public.reward_pack_items i on i.reward_id = v.reward_id and i.position = v.position
  on conflict do nothing;

  -- Income disclosure -----------------------------------------------------------------------------
  -- Sample figures, which learners read as a disclosure's: the source names the academy's sample
  -- statement and its year (the year of the "as of" date); the instruction to replace them with the
  -- company's published disclosure is the operator's, in docs/operators.md, never on the learner's
  -- screen (docs/product.md#income-disclosure). They must agree
  -- with each other: a median above $0 needs fewer than half earning nothing (with 52 % at $0 the
  -- median would be $0, and "half earned $84 or less; 52 % earned nothing" was false).
  update app.settings set
    income_median_annual = 84, income_zero_share = 48,
    income_typical_costs = 'About $1,200 a year: starter kit, monthly product orders and event tickets.',
    income_source = format('Money Train Academy sample income disclosure statement, %s', extract(year from now() at time zone 'utc')::int),
    income_as_of = (now() at time zone 'utc')::date,
    income_brackets = '[{"atLeast": 1000, "share": 9}, {"atLeast": 10000, "share": 1.5}, {"atLeast": 50000, "share": 0.3}, {"atLeast": 100000, "share": 0.1}]',
    income_participants = 250000;
  -- Its words in Spanish and Arabic (the figures are the same in every language).
  insert into app.income_disclosure_translations (locale, typical_costs, source) values
    ('es', 'Unos 1200 US$ al año: kit de inicio, pedidos mensuales de producto y entradas a eventos.',
     format('Declaración de ingresos de muestra de Money Train Academy, %s', extract(year from now() at time zone 'utc')::int)),
    ('ar', 'نحو 1,200 US$ سنويًا: حقيبة البداية، وطلبات المنتجات الشهرية، وتذاكر الفعاليات.',
     format('نموذج بيان الإفصاح عن الدخل من Money Train Academy لعام %s', extract(year from now() at time zone 'utc')::int))
  on conflict do nothing;

  -- Courses -----------------------------------------------------------------------------------------
  for r in
    select * from (values
      (1, 'Prospecting Fundamentals', 'training', 1, null, true,
       'How to start conversations with the people you know: building a contact list, opening questions, listening, and taking no for an answer.'),
      (2, 'Social Media Without Spamming', 'training', 1, null, true,
       'Posts that help instead of sell, how often to post, and how to disclose your connection to a company as the FTC Endorsement Guides require.'),
      (3, 'Running a Great Team Call', 'bonus', 1, null, true,
       'A 30-minute agenda for weekly team calls: recognition, one skill, one action for the week, and questions.'),
      (4, 'Daily Challenge: Talk to 10 People', 'daily-challenge', 1, null, true,
       'Ten genuine conversations in one day. How to find them, what counts, and how to keep track without turning friends into prospects.'),
      (5, 'Daily Challenge: 15 Days of Video', 'daily-challenge', 1, null, true,
       'Post one short video a day for 15 days. Ideas for each day, filming on a phone, and keeping every video honest.'),
      (6, 'Daily Challenge: 10 Birthday Messages', 'daily-challenge', 1, null, true,
       'Send ten personal birthday messages. A small habit that keeps relationships warm, with no sales pitch attached.'),
      (7, 'Daily Challenge: Post Every Day for 30 Days', 'daily-challenge', 1, null, true,
       'A month of daily posts: a calendar of prompts, batching content on weekends, and measuring what helps your audience.'),
      (8, 'Coaching Your First Team Members', 'bonus', 1, null, false,
       'Draft: helping new members set realistic expectations, build their list and make their first calls. Not yet published.')
    ) as c(n, title, category, duration, video_url, is_public, description)
    order by n
  loop
    insert into public.courses (title, description, category, duration, video_url, is_public)
    values (r.title, r.description, r.category, r.duration, r.video_url, r.is_public)
    returning id into v_course_id;
    v_course_ids := v_course_ids || v_course_id;
  end loop;

  insert into public.course_materials (course_id, title, type, description, file_url)
  select v_course_ids[m.course], m.title, m.type, m.description, m.file_url
    from (values
      (1, 'Conversation starter script', 'pdf', 'Openers for reconnecting with people on your list, written to sound like you.', null),
      (1, 'FORM questions cheat sheet', 'document', 'Family, Occupation, Recreation, Motivation: twenty open questions.', null),
      (1, 'Contact list template', 'document', 'Columns for name, how you know them, last contact and next step.', null),
      (1, 'FTC: Business guidance concerning multi-level marketing', 'link', 'What the US regulator expects about income and product claims.',
       'https://www.ftc.gov/business-guidance/resources/business-guidance-concerning-multi-level-marketing'),
      (2, '30-day content calendar', 'pdf', 'One prompt per day: tips, product uses, stories and questions.', null),
      (2, 'Post ideas that help, not sell', 'document', 'Fifty post ideas that give your audience something useful.', null),
      (2, 'FTC Endorsement Guides: what people are asking', 'link', 'How to disclose a connection to a brand in a post.',
       'https://www.ftc.gov/business-guidance/resources/ftcs-endorsement-guides-what-people-are-asking'),
      (3, 'Team call agenda', 'document', 'Recognition, one skill, one action, questions: 30 minutes.', null),
      (3, 'Recognition ideas', 'image', 'A one-page graphic of ways to recognise effort, not just results.', null),
      (4, '10 conversations tracker', 'pdf', 'A printable tracker for the day: who, what you learned, next step.', null),
      (5, 'Video prompts for 15 days', 'document', 'One idea per day and a checklist for filming on a phone.', null),
      (6, 'Birthday message examples', 'document', 'Personal messages that are about the other person, not your business.', null),
      (7, '30 post prompts', 'document', 'A month of prompts and a weekly batching plan.', null),
      (8, 'New member first-week checklist', 'pdf', 'Draft checklist for a sponsor''s first week with a new member.', null)
    ) as m(course, title, type, description, file_url);

  -- Each material in Spanish and Arabic, keyed by its course's number and its title above.
  insert into public.course_material_translations (material_id, locale, title, description)
  select m.id, v.locale, v.title, v.description
    from (values
      (1, 'Conversation starter script', 'es', 'Guion para iniciar conversaciones', 'Frases para retomar el contacto con las personas de tu lista, escritas para que suenen a ti.'),
      (1, 'Conversation starter script', 'ar', 'نص لبدء المحادثات', 'عبارات افتتاحية لإعادة التواصل مع من في قائمتك، مكتوبة لتبدو بأسلوبك أنت.'),
      (1, 'FORM questions cheat sheet', 'es', 'Chuleta de preguntas FORM', 'Familia, Ocupación, Recreación, Motivación: veinte preguntas abiertas.'),
      (1, 'FORM questions cheat sheet', 'ar', 'ورقة مختصرة لأسئلة FORM', 'العائلة والعمل والترفيه والدافع: عشرون سؤالًا مفتوحًا.'),
      (1, 'Contact list template', 'es', 'Plantilla de lista de contactos', 'Columnas para el nombre, de qué conoces a la persona, el último contacto y el siguiente paso.'),
      (1, 'Contact list template', 'ar', 'قالب قائمة جهات الاتصال', 'أعمدة للاسم، وكيف تعرف الشخص، وآخر تواصل، والخطوة التالية.'),
      (1, 'FTC: Business guidance concerning multi-level marketing', 'es', 'FTC: orientación para empresas sobre el marketing multinivel',
       'Lo que espera el regulador estadounidense sobre las afirmaciones de ingresos y de producto.'),
      (1, 'FTC: Business guidance concerning multi-level marketing', 'ar', 'لجنة التجارة الفيدرالية (FTC): إرشادات للشركات حول التسويق متعدد المستويات',
       'ما تنتظره الجهة الرقابية الأمريكية بشأن الادعاءات المتعلقة بالدخل والمنتجات.'),
      (2, '30-day content calendar', 'es', 'Calendario de contenido de 30 días', 'Una idea por día: consejos, usos del producto, historias y preguntas.'),
      (2, '30-day content calendar', 'ar', 'تقويم محتوى لمدة 30 يومًا', 'فكرة لكل يوم: نصائح، واستخدامات المنتج، وقصص، وأسئلة.'),
      (2, 'Post ideas that help, not sell', 'es', 'Ideas de publicaciones que ayudan, no venden', 'Cincuenta ideas de publicaciones que aportan algo útil a tu audiencia.'),
      (2, 'Post ideas that help, not sell', 'ar', 'أفكار منشورات تفيد ولا تبيع', 'خمسون فكرة لمنشورات تقدّم لجمهورك شيئًا مفيدًا.'),
      (2, 'FTC Endorsement Guides: what people are asking', 'es', 'Guías de la FTC sobre respaldos: lo que la gente pregunta',
       'Cómo indicar en una publicación tu relación con una marca.'),
      (2, 'FTC Endorsement Guides: what people are asking', 'ar', 'إرشادات التزكية من لجنة التجارة الفيدرالية: أسئلة شائعة',
       'كيف تُفصح في منشورك عن صلتك بعلامة تجارية.'),
      (3, 'Team call agenda', 'es', 'Agenda de la llamada de equipo', 'Reconocimiento, una habilidad, una acción y preguntas: 30 minutos.'),
      (3, 'Team call agenda', 'ar', 'جدول أعمال اجتماع الفريق', 'التقدير، ومهارة واحدة، وخطوة واحدة، ثم الأسئلة: 30 دقيقة.'),
      (3, 'Recognition ideas', 'es', 'Ideas para reconocer el esfuerzo', 'Una infografía de una página con formas de reconocer el esfuerzo, no solo los resultados.'),
      (3, 'Recognition ideas', 'ar', 'أفكار للتقدير', 'صورة من صفحة واحدة بطرق لتقدير الجهد، لا النتائج وحدها.'),
      (4, '10 conversations tracker', 'es', 'Registro de 10 conversaciones', 'Una hoja imprimible para el día: con quién hablaste, qué aprendiste y el siguiente paso.'),
      (4, '10 conversations tracker', 'ar', 'متتبّع المحادثات العشر', 'ورقة قابلة للطباعة لليوم: مع من تحدثت، وماذا تعلّمت، والخطوة التالية.'),
      (5, 'Video prompts for 15 days', 'es', 'Ideas de video para 15 días', 'Una idea por día y una lista de comprobación para grabar con el teléfono.'),
      (5, 'Video prompts for 15 days', 'ar', 'أفكار فيديو لمدة 15 يومًا', 'فكرة لكل يوم وقائمة تحقق للتصوير بالهاتف.'),
      (6, 'Birthday message examples', 'es', 'Ejemplos de mensajes de cumpleaños', 'Mensajes personales que hablan de la otra persona, no de tu negocio.'),
      (6, 'Birthday message examples', 'ar', 'أمثلة على رسائل أعياد الميلاد', 'رسائل شخصية عن الشخص الآخر، لا عن نشاطك التجاري.'),
      (7, '30 post prompts', 'es', '30 ideas para publicar', 'Un mes de ideas y un plan semanal para preparar el contenido por tandas.'),
      (7, '30 post prompts', 'ar', '30 فكرة للنشر', 'أفكار لشهر كامل وخطة أسبوعية لتحضير المحتوى دفعة واحدة.'),
      (8, 'New member first-week checklist', 'es', 'Lista para la primera semana de un nuevo miembro',
       'Borrador de lista para la primera semana de un patrocinador con un nuevo miembro.'),
      (8, 'New member first-week checklist', 'ar', 'قائمة تحقق للأسبوع الأول للعضو الجديد',
       'مسودة قائمة تحقق للأسبوع الأول للراعي مع عضو جديد.')
    ) as v(course, source_title, locale, title, description)
    join public.course_materials m on m.course_id = v_course_ids[v.course] and m.title = v.source_title
  on conflict do nothing;

  -- Quizzes: course quizzes, then general ones (no course). choices are 0-indexed by correct_answer.
  for r in
    select * from (values
      (1, 1, 'What is the main goal of a first conversation with someone on your list?',
       array['Present the opportunity as early as possible', 'Reconnect and learn what matters to them',
             'Get them to buy a starter kit', 'Ask them for referrals'],
       1, 'A first conversation is about reconnecting and listening. Sharing comes later, and only with permission.', 10),
      (2, 1, 'In the FORM framework, what does the M stand for?',
       array['Money', 'Marketing', 'Motivation', 'Meetings'],
       2, 'Family, Occupation, Recreation, Motivation: Motivation asks what the person wants to change.', 10),
      (3, 1, 'Someone on your list says "no thanks". What is the best response?',
       array['Send them the video anyway', 'Ask again tomorrow', 'Thank them and keep the friendship',
             'Remove them from your social media'],
       2, 'Respecting a no keeps the relationship, and many people come back later because you were respectful.', 15),
      (4, 2, 'Which post builds the most trust?',
       array['A screenshot of your commission cheque', 'A useful tip about how you use the product',
             '"DM me to make money from home!"', 'Tagging 50 friends in a sales post'],
       1, 'Helpful content earns attention. Income screenshots are earnings claims and mislead people.', 10),
      (5, 2, 'You were given the product for free. What must your post about it include?',
       array['Nothing, it is your opinion', 'A clear disclosure of your connection to the company',
             'Only the price', 'A promise of results'],
       1, 'The FTC Endorsement Guides require a clear disclosure of any material connection to a brand.', 15),
      (6, 3, 'How should a weekly team call open?',
       array['With a long product lecture', 'With recognition of what members did this week',
             'With an income ranking', 'With a recruiting target'],
       1, 'Recognising effort first sets a positive tone and rewards the actions that build skills.', 10),
      (7, 4, 'What counts as one of your 10 conversations today?',
       array['Only conversations that end in a sale', 'Any genuine two-way conversation',
             'A post in a group', 'The same message sent to 10 people'],
       1, 'The challenge builds the habit of real conversations. A copy-pasted message is not a conversation.', 10),
      (8, 6, 'What makes a birthday message work?',
       array['A link to your product page', 'Something personal about the other person',
             'An invitation to an opportunity meeting', 'A discount code'],
       1, 'Birthday messages keep relationships warm. Adding a pitch undoes that.', 10),
      (9, 8, 'What should a new member hear about earnings in their first week?',
       array['That they will replace their salary soon', 'What typical participants earn, from the income disclosure statement',
             'The top earner''s monthly income', 'Nothing about earnings at all'],
       1, 'Realistic expectations come from the company''s income disclosure statement, not from success stories.', 20),
      (10, null, 'Which of these is an income claim you should never make?',
       array['"I enjoy the products."', '"You can replace your salary in six months."',
             '"Here is our income disclosure statement."', '"I work on this in the evenings."'],
       1, 'Promising or implying earnings misleads people; most participants earn little or nothing.', 20),
      (11, null, 'Where can a prospect find what typical participants actually earn?',
       array['The top earner''s social media', 'The company''s income disclosure statement',
             'A recruiting video', 'Nowhere, it is confidential'],
       1, 'Reputable companies publish an income disclosure statement. Point people to it.', 15),
      (12, null, 'What is the healthiest foundation for a network-marketing business?',
       array['Recruiting as many people as possible', 'Buying inventory to qualify for a rank',
             'Real customers who value the product', 'Paid lead lists'],
       2, 'A business built on real customers is sustainable; one built on recruiting or inventory loading is not.', 15)
    ) as q(n, course, question, choices, correct_answer, explanation, points)
    order by n
  loop
    insert into public.quizzes (course_id, question, choices, points)
    values (case when r.course is null then null else v_course_ids[r.course] end, r.question, r.choices, r.points)
    returning id into v_quiz_id;
    insert into public.quiz_keys (quiz_id, correct_answer, explanation)
    values (v_quiz_id, r.correct_answer, r.explanation);
    v_quiz_ids := v_quiz_ids || v_quiz_id;
  end loop;

  -- Each course and quiz in Spanish and Arabic, beside the English above (docs/decisions.md,
  -- "Languages": content translations). Keyed like the lists above: a course's number, a quiz's.
  insert into public.course_translations (course_id, locale, title, description)
  select v_course_ids[t.course], t.locale, t.title, t.description
    from (values
      (1, 'es', 'Fundamentos de la prospección',
       'Cómo iniciar conversaciones con las personas que conoces: armar tu lista de contactos, preguntas para abrir la conversación, escuchar y aceptar un no como respuesta.'),
      (1, 'ar', 'أساسيات البحث عن العملاء المحتملين',
       'كيف تبدأ محادثات مع من تعرفهم: إعداد قائمة جهات الاتصال، وأسئلة لبدء الحديث، والإصغاء، وتقبّل الرفض بصدر رحب.'),
      (2, 'es', 'Redes sociales sin spam',
       'Publicaciones que ayudan en lugar de vender, con qué frecuencia publicar y cómo indicar tu relación con una empresa, como exigen las Guías sobre respaldos y testimonios de la FTC.'),
      (2, 'ar', 'وسائل التواصل الاجتماعي بلا إزعاج',
       'منشورات تفيد بدلًا من أن تبيع، وكم مرة تنشر، وكيف تُفصح عن صلتك بالشركة كما تشترط إرشادات التزكية الصادرة عن لجنة التجارة الفيدرالية الأمريكية (FTC).'),
      (3, 'es', 'Cómo dirigir una gran llamada de equipo',
       'Una agenda de 30 minutos para las llamadas semanales del equipo: reconocimiento, una habilidad, una acción para la semana y preguntas.'),
      (3, 'ar', 'كيف تدير اجتماع فريق ناجحًا',
       'جدول أعمال من 30 دقيقة لاجتماعات الفريق الأسبوعية: التقدير، ومهارة واحدة، وخطوة واحدة للأسبوع، ثم الأسئلة.'),
      (4, 'es', 'Reto diario: habla con 10 personas',
       'Diez conversaciones auténticas en un día. Cómo encontrarlas, qué cuenta y cómo llevar la cuenta sin convertir a tus amigos en prospectos.'),
      (4, 'ar', 'تحدٍّ يومي: تحدّث مع 10 أشخاص',
       'عشر محادثات حقيقية في يوم واحد. كيف تجدها، وما الذي يُحتسب، وكيف تتابع تقدّمك دون أن تحوّل أصدقاءك إلى عملاء محتملين.'),
      (5, 'es', 'Reto diario: 15 días de video',
       'Publica un video corto al día durante 15 días. Ideas para cada día, cómo grabar con el teléfono y cómo mantener la honestidad en cada video.'),
      (5, 'ar', 'تحدٍّ يومي: 15 يومًا من الفيديو',
       'انشر فيديو قصيرًا كل يوم لمدة 15 يومًا. أفكار لكل يوم، والتصوير بالهاتف، والحفاظ على الصدق في كل فيديو.'),
      (6, 'es', 'Reto diario: 10 mensajes de cumpleaños',
       'Envía diez mensajes de cumpleaños personales. Un pequeño hábito que mantiene vivas las relaciones, sin ningún discurso de venta.'),
      (6, 'ar', 'تحدٍّ يومي: 10 رسائل تهنئة بعيد الميلاد',
       'أرسل عشر رسائل شخصية للتهنئة بأعياد الميلاد. عادة صغيرة تحافظ على دفء العلاقات، دون أي عرض للبيع.'),
      (7, 'es', 'Reto diario: publica todos los días durante 30 días',
       'Un mes de publicaciones diarias: un calendario de ideas, preparar el contenido por tandas los fines de semana y medir lo que le sirve a tu audiencia.'),
      (7, 'ar', 'تحدٍّ يومي: انشر كل يوم لمدة 30 يومًا',
       'شهر من المنشورات اليومية: تقويم بأفكار للنشر، وتجهيز المحتوى دفعة واحدة في عطلة نهاية الأسبوع، وقياس ما يفيد جمهورك.'),
      (8, 'es', 'Acompaña a los primeros miembros de tu equipo',
       'Borrador: ayudar a los nuevos miembros a tener expectativas realistas, armar su lista y hacer sus primeras llamadas. Aún no publicado.'),
      (8, 'ar', 'توجيه أول أعضاء فريقك',
       'مسودة: مساعدة الأعضاء الجدد على وضع توقعات واقعية، وإعداد قوائمهم، وإجراء أولى مكالماتهم. لم يُنشر بعد.')
    ) as t(course, locale, title, description);
  create temporary table demo_quiz_translations on commit drop as
  select * from (values
    (1, 'es', '¿Cuál es el objetivo principal de una primera conversación con alguien de tu lista?',
     array['Presentar la oportunidad cuanto antes', 'Retomar el contacto y saber qué le importa', 'Conseguir que compre un kit de inicio', 'Pedirle referidos'],
     'Una primera conversación sirve para retomar el contacto y escuchar. Compartir viene después, y solo con su permiso.'),
    (1, 'ar', 'ما الهدف الرئيسي من أول محادثة مع شخص في قائمتك؟',
     array['عرض الفرصة في أسرع وقت ممكن', 'إعادة التواصل ومعرفة ما يهمّه', 'إقناعه بشراء حقيبة البداية', 'طلب إحالات منه'],
     'أول محادثة هدفها إعادة التواصل والإصغاء. المشاركة تأتي لاحقًا، وبإذنه فقط.'),
    (2, 'es', 'En el método FORM, ¿qué significa la M?',
     array['Monetización', 'Marketing', 'Motivación', 'Metas'],
     'Familia, Ocupación, Recreación, Motivación: la Motivación pregunta qué quiere cambiar la persona.'),
    (2, 'ar', 'في إطار FORM، إلامَ يشير الحرف M؟',
     array['المال (Money)', 'التسويق (Marketing)', 'الدافع (Motivation)', 'الاجتماعات (Meetings)'],
     'العائلة (Family)، والعمل (Occupation)، والترفيه (Recreation)، والدافع (Motivation): يسأل الدافع عمّا يريد الشخص تغييره.'),
    (3, 'es', 'Alguien de tu lista te dice «no, gracias». ¿Cuál es la mejor respuesta?',
     array['Enviarle el video de todos modos', 'Volver a preguntarle mañana', 'Darle las gracias y cuidar la amistad', 'Eliminarlo de tus redes sociales'],
     'Respetar un no preserva la relación, y muchas personas vuelven más adelante precisamente porque fuiste respetuoso.'),
    (3, 'ar', 'قال لك شخص من قائمتك «لا، شكرًا». ما أفضل رد؟',
     array['أرسل له الفيديو على أي حال', 'اسأله مرة أخرى غدًا', 'اشكره وحافظ على الصداقة', 'احذفه من حساباتك على وسائل التواصل'],
     'احترام الرفض يحفظ العلاقة، وكثيرون يعودون لاحقًا لأنك احترمتهم.'),
    (4, 'es', '¿Qué publicación genera más confianza?',
     array['Una captura de tu cheque de comisiones', 'Un consejo útil sobre cómo usas el producto', '«¡Escríbeme por privado para ganar dinero desde casa!»', 'Etiquetar a 50 amigos en una publicación de venta'],
     'El contenido útil se gana la atención. Las capturas de ingresos son afirmaciones sobre ganancias y engañan a la gente.'),
    (4, 'ar', 'أي منشور يبني أكبر قدر من الثقة؟',
     array['لقطة شاشة لشيك عمولتك', 'نصيحة مفيدة عن طريقة استخدامك للمنتج', '«راسلني على الخاص لتكسب المال من المنزل!»', 'الإشارة إلى 50 صديقًا في منشور بيع'],
     'المحتوى المفيد يكسب الاهتمام. لقطات الدخل ادعاءات أرباح تضلّل الناس.'),
    (5, 'es', 'Te regalaron el producto. ¿Qué debe incluir tu publicación sobre él?',
     array['Nada, es tu opinión', 'Una indicación clara de tu relación con la empresa', 'Solo el precio', 'Una promesa de resultados'],
     'Las Guías sobre respaldos y testimonios de la FTC exigen indicar con claridad cualquier relación relevante con una marca.'),
    (5, 'ar', 'حصلت على المنتج مجانًا. ما الذي يجب أن يتضمنه منشورك عنه؟',
     array['لا شيء، فهذا رأيك', 'إفصاح واضح عن صلتك بالشركة', 'السعر فقط', 'وعد بالنتائج'],
     'تشترط إرشادات التزكية الصادرة عن لجنة التجارة الفيدرالية الأمريكية (FTC) الإفصاح بوضوح عن أي صلة جوهرية بعلامة تجارية.'),
    (6, 'es', '¿Cómo debería empezar una llamada semanal del equipo?',
     array['Con una larga charla sobre el producto', 'Reconociendo lo que hicieron los miembros esta semana', 'Con un ranking de ingresos', 'Con una meta de reclutamiento'],
     'Reconocer primero el esfuerzo marca un tono positivo y premia las acciones que desarrollan habilidades.'),
    (6, 'ar', 'كيف ينبغي أن يبدأ اجتماع الفريق الأسبوعي؟',
     array['بمحاضرة طويلة عن المنتج', 'بتقدير ما أنجزه الأعضاء هذا الأسبوع', 'بترتيب الأعضاء حسب الدخل', 'بهدف للتجنيد'],
     'البدء بتقدير الجهد يضفي جوًّا إيجابيًا ويكافئ الأفعال التي تبني المهارات.'),
    (7, 'es', '¿Qué cuenta como una de tus 10 conversaciones de hoy?',
     array['Solo las conversaciones que terminan en una venta', 'Cualquier conversación auténtica en ambos sentidos', 'Una publicación en un grupo', 'El mismo mensaje enviado a 10 personas'],
     'El reto crea el hábito de conversar de verdad. Un mensaje copiado y pegado no es una conversación.'),
    (7, 'ar', 'ما الذي يُحتسب إحدى محادثاتك العشر اليوم؟',
     array['المحادثات التي تنتهي ببيع فقط', 'أي محادثة حقيقية بين طرفين', 'منشور في مجموعة', 'الرسالة نفسها مرسلة إلى 10 أشخاص'],
     'يبني هذا التحدي عادة المحادثات الحقيقية. الرسالة المنسوخة والملصقة ليست محادثة.'),
    (8, 'es', '¿Qué hace que un mensaje de cumpleaños funcione?',
     array['Un enlace a la página de tu producto', 'Algo personal sobre la otra persona', 'Una invitación a una reunión de oportunidad', 'Un código de descuento'],
     'Los mensajes de cumpleaños mantienen vivas las relaciones. Añadir un discurso de venta lo echa a perder.'),
    (8, 'ar', 'ما الذي يجعل رسالة عيد الميلاد ناجحة؟',
     array['رابط إلى صفحة منتجك', 'لمسة شخصية عن الشخص الآخر', 'دعوة إلى اجتماع لعرض الفرصة', 'رمز خصم'],
     'رسائل أعياد الميلاد تحافظ على دفء العلاقات، وإضافة عرض للبيع تُفسد ذلك.'),
    (9, 'es', '¿Qué debería oír un nuevo miembro sobre las ganancias en su primera semana?',
     array['Que pronto reemplazará su sueldo', 'Lo que ganan los participantes típicos, según la declaración de ingresos', 'Los ingresos mensuales de quien más gana', 'Nada sobre ganancias'],
     'Las expectativas realistas salen de la declaración de ingresos de la empresa, no de historias de éxito.'),
    (9, 'ar', 'ماذا ينبغي أن يسمع العضو الجديد عن الأرباح في أسبوعه الأول؟',
     array['أنه سيستغني عن راتبه قريبًا', 'ما يكسبه المشاركون عادةً، من بيان الإفصاح عن الدخل', 'الدخل الشهري لصاحب أعلى دخل', 'لا شيء عن الأرباح إطلاقًا'],
     'التوقعات الواقعية مصدرها بيان الإفصاح عن الدخل الصادر عن الشركة، لا قصص النجاح.'),
    (10, 'es', '¿Cuál de estas es una afirmación sobre ingresos que nunca deberías hacer?',
     array['«Disfruto los productos.»', '«Puedes reemplazar tu sueldo en seis meses.»', '«Aquí está nuestra declaración de ingresos.»', '«Me dedico a esto por las tardes.»'],
     'Prometer o dar a entender ganancias engaña a la gente; la mayoría de los participantes gana poco o nada.'),
    (10, 'ar', 'أيّ مما يلي ادعاء دخل يجب ألا تقوله أبدًا؟',
     array['«أستمتع بالمنتجات.»', '«يمكنك الاستغناء عن راتبك خلال ستة أشهر.»', '«هذا بيان الإفصاح عن الدخل لدينا.»', '«أعمل على هذا في المساء.»'],
     'الوعد بالأرباح أو التلميح إليها يضلّل الناس؛ فمعظم المشاركين يكسبون القليل أو لا شيء.'),
    (11, 'es', '¿Dónde puede un prospecto ver lo que ganan realmente los participantes típicos?',
     array['En las redes sociales de quien más gana', 'En la declaración de ingresos de la empresa', 'En un video de reclutamiento', 'En ninguna parte, es confidencial'],
     'Las empresas serias publican una declaración de ingresos. Remite a la gente a ella.'),
    (11, 'ar', 'أين يجد العميل المحتمل ما يكسبه المشاركون عادةً في الواقع؟',
     array['في حسابات صاحب أعلى دخل على وسائل التواصل', 'في بيان الإفصاح عن الدخل الصادر عن الشركة', 'في فيديو للتجنيد', 'لا مكان، فهي معلومات سرية'],
     'الشركات الموثوقة تنشر بيانًا للإفصاح عن الدخل. وجّه الناس إليه.'),
    (12, 'es', '¿Cuál es la base más sana para un negocio de marketing de redes?',
     array['Reclutar a tantas personas como sea posible', 'Comprar inventario para calificar a un rango', 'Clientes reales que valoran el producto', 'Listas de contactos de pago'],
     'Un negocio basado en clientes reales es sostenible; uno basado en reclutar o en acumular inventario no lo es.'),
    (12, 'ar', 'ما الأساس الأسلم لعمل في التسويق الشبكي؟',
     array['تجنيد أكبر عدد ممكن من الأشخاص', 'شراء مخزون للتأهل لرتبة', 'عملاء حقيقيون يقدّرون المنتج', 'قوائم عملاء محتملين مدفوعة'],
     'العمل القائم على عملاء حقيقيين مستدام، أما القائم على التجنيد أو تكديس المخزون فليس كذلك.')
  ) as t(quiz, locale, question, choices, explanation);
  insert into public.quiz_translations (quiz_id, locale, question, choices)
  select v_quiz_ids[t.quiz], t.locale, t.question, t.choices
    from demo_quiz_translations t;
  insert into public.quiz_key_translations (quiz_id, locale, explanation)
  select v_quiz_ids[t.quiz], t.locale, t.explanation
    from demo_quiz_translations t;

  -- Learner activity, through the RPCs the api calls (as each learner) ------------------------------
  for v_k in 1 .. array_length(v_learner_ids, 1) loop
    v_id := v_learner_ids[v_k];
    perform pg_catalog.set_config('request.jwt.claims',
      jsonb_build_object('sub', v_id, 'role', 'authenticated', 'email', format('learner%s@moneytrain.local', v_k))::text, true);

    -- Missions along the unlock chain: 0 to 5 stations, spread over the learners.
    for v_m in 1 .. (v_k * 5) % 6 loop
      perform app.complete_mission(v_m);
    end loop;

    -- Courses: some finished, some started (a first save counts at most 15 s: the plausible-watch
    -- rule, docs/product.md#courses). The videos are linked after this file, so completing here is
    -- not held to the 90 % a played video needs.
    if v_k % 2 = 0 then
      perform app.update_course_progress(v_course_ids[1], 60, true);
    elsif v_k % 5 = 1 then
      perform app.update_course_progress(v_course_ids[1], 15, false);
    end if;
    if v_k % 3 = 0 then
      perform app.update_course_progress(v_course_ids[2], 60, true);
    end if;
    if v_k % 4 = 0 then
      perform app.update_course_progress(v_course_ids[4], 60, true);
    end if;

    -- Quizzes of the courses they finished, and now and then the general ones; about one answer in
    -- three is wrong.
    for r in
      select q.id, k.correct_answer
        from public.quizzes q join public.quiz_keys k on k.quiz_id = q.id
        left join public.course_progress cp on cp.course_id = q.course_id and cp.user_id = v_id
       where cp.is_completed or (q.course_id is null and v_k % 3 <> 2)
       order by q.id
    loop
      v_key := case when (v_k + r.id) % 3 = 0 then (r.correct_answer + 1) % 4 else r.correct_answer end;
      perform app.answer_quiz(r.id, v_key);
    end loop;

    -- Some rewards claimed.
    if v_k % 4 = 1 and (select p.tokens from public.profiles p where p.id = v_id) >= 5 then
      perform app.redeem_reward(case v_k % 3 when 0 then 'social_posts' when 1 then 'warm_leads' else 'email_swipes' end);
    end if;
  end loop;

  -- A couple of pending e-mail invitations from learner 1.
  perform pg_catalog.set_config('request.jwt.claims',
    jsonb_build_object('sub', v_learner_ids[1], 'role', 'authenticated', 'email', 'learner1@moneytrain.local')::text, true);
  perform app.send_invite('jordan.friend@example.com');
  perform app.send_invite('sam.neighbour@example.com');
  perform pg_catalog.set_config('request.jwt.claims', '', true);

  -- Demo data tells the truth (docs/operators.md#demo-content): a sponsor joined before their
  -- recruits (learner 1 thirteen days ago, learner 2 twelve, the others 4 to 11), everyone visited
  -- on the day they joined and then on the days of the streak they hold, their last visit today,
  -- yesterday or the day before (not the whole team "active today"), and what they did (stations,
  -- courses, quizzes, rewards) is spread over those visits in the order they did it, in the morning
  -- UTC. A learner whose visits reach the 7th day after joining came back on the 1st too, so no
  -- signup week has more learners back on day 7 than on day 1.
  create temporary table demo_plan on commit drop as
  select s.id, s.k, j.joined, j.joined + st.offset_days as began, j.last_visit,
         array[j.joined] || array(select d::date from generate_series(j.joined + st.offset_days, j.last_visit, interval '1 day') d) as visits
    from unnest(v_learner_ids) with ordinality as s(id, k)
    cross join lateral (select (case s.k when 1 then 13 when 2 then 12 else 4 + (s.k * 7) % 8 end)::integer as ago, ((s.k + 2) % 3)::integer as last_ago) a
    cross join lateral (select (now() at time zone 'utc')::date - a.ago as joined, (now() at time zone 'utc')::date - a.last_ago as last_visit) j
    cross join lateral (select case when a.ago - a.last_ago >= 7 then 1 else least(1 + (s.k % 3)::integer, a.ago - a.last_ago) end as offset_days) st;

  -- Their own ledger rows (not the referral rewards, dated with each recruit's join below): the i-th
  -- of m on visit day 1 + floor((i - 1) * n / m) of n, two minutes apart from 09:00 UTC. A one-off correction of
  -- demo data: the append-only guard is lifted for these statements only.
  alter table public.ledger disable trigger ledger_no_update_or_delete;
  update public.ledger l
     set created_at = least((dp.visits[1 + ((o.i - 1) * array_length(dp.visits, 1)) / o.m])::timestamp at time zone 'utc'
                            + interval '9 hours' + o.i * interval '2 minutes',
                            -- today's, when seeded before that hour: just now, in the same order
                            now() - (o.m - o.i + 1) * interval '1 second')
    from (select l2.id, l2.user_id, row_number() over w as i, count(*) over (partition by l2.user_id) as m
            from public.ledger l2
           where l2.reason not in ('referral', 'referral_bonus')
          window w as (partition by l2.user_id order by l2.id)) o
    join demo_plan dp on dp.id = o.user_id
   where l.id = o.id;
  alter table public.ledger enable trigger ledger_no_update_or_delete;
  -- Each act is dated with the ledger row it paid; an act that paid nothing (a wrong answer, a course
  -- only started) with the learner's last paid act, or their first morning.
  update public.mission_completions mc set completed_at = l.created_at
    from public.ledger l where l.user_id = mc.user_id and l.reason = 'mission' and l.reference = mc.mission_id::text;
  update public.course_progress cp
     set updated_at = coalesce((select l.created_at from public.ledger l
                                 where l.user_id = cp.user_id and l.reason = 'course_completion' and l.reference = cp.course_id::text),
                               dp.joined + interval '9 hours 1 minute')
    from demo_plan dp
   where cp.user_id = dp.id;
  update public.course_progress cp set completed_at = cp.updated_at where cp.completed_at is not null and cp.user_id = any (v_learner_ids);
  update public.quiz_answers qa
     set answered_at = coalesce(
           (select l.created_at from public.ledger l where l.user_id = qa.user_id and l.reason = 'quiz' and l.reference = qa.quiz_id::text),
           (select max(l.created_at) from public.ledger l where l.user_id = qa.user_id and l.reason <> 'referral'))
   where qa.user_id = any (v_learner_ids);
  update app.quiz_misses qm
     set last_miss_at = (select max(qa.answered_at) from public.quiz_answers qa where qa.user_id = qm.user_id and qa.quiz_id = qm.quiz_id)
   where qm.user_id = any (v_learner_ids);
  update public.redemptions rd set created_at = l.created_at
    from public.ledger l where l.user_id = rd.user_id and l.reason = 'redemption' and l.reference = rd.id::text;

  -- Streaks (not money: set directly): the run of days up to the last visit. Moving the join date
  -- recounts My Team's last active day from the facts (app.member_progress_profile).
  update public.profiles p
     set created_at = dp.joined::timestamp at time zone 'utc' + interval '9 hours',
         last_login_on = dp.last_visit,
         login_streak = dp.last_visit - dp.began + 1
    from demo_plan dp
   where p.id = dp.id;
  update auth.users u
     set created_at = p.created_at
    from public.profiles p
   where p.id = u.id and p.id = any (v_learner_ids);

  -- The signups and what they paid are dated with the join dates given above, so Insights' signups by
  -- source and token economy, the activation funnel and the sponsors' "joined this week" agree with
  -- My Team's join dates. The referral reward (paid at signup: the demo addresses are confirmed) is a
  -- ledger row, append-only for the app: this one-off correction of demo data lifts that guard for
  -- its own statement only.
  update app.referrals rf
     set created_at = p.created_at, paid_at = case when rf.paid_at is null then null else p.created_at end
    from public.profiles p
   where p.id = rf.referred_id and p.id = any (v_learner_ids);
  alter table public.ledger disable trigger ledger_no_update_or_delete;
  update public.ledger l
     set created_at = rf.created_at
    from app.referrals rf
   where l.reason = 'referral' and l.reference = rf.referred_id::text and rf.referred_id = any (v_learner_ids);
  -- The enrolment bonus was paid with the referral that reached the threshold: the latest.
  update public.ledger l
     set created_at = (select max(rl.created_at) from public.ledger rl where rl.user_id = l.user_id and rl.reason = 'referral')
   where l.reason = 'referral_bonus' and l.user_id = any (v_learner_ids);
  alter table public.ledger enable trigger ledger_no_update_or_delete;
  -- My Team's last active day from the facts now all dated (app.member_progress_profile's recount):
  -- the last visit, or a later referral reward.
  update app.member_progress mp
     set active_on = greatest(p.last_login_on, (select max(l.created_at)::date from public.ledger l where l.user_id = p.id))
    from public.profiles p
   where p.id = mp.user_id and p.id = any (v_learner_ids);
  perform app.rebuild_activation_milestones();

  -- The welcome tasks the joins opened for the sponsors are dated with the join (a welcome "1 minute
  -- ago" beside "joined Nov 19" cannot be true), and the sweep closes what has expired since, as it
  -- would have (a welcome lasts 48 hours: docs/product.md#coaching).
  update app.coaching_tasks t
     set created_at = p.created_at, expires_at = p.created_at + (t.expires_at - t.created_at)
    from public.profiles p
   where p.id = t.member_id and t.kind = 'welcome' and t.expires_at is not null and p.id = any (v_learner_ids);
  -- A "finished" task is dated with the finish its reason names (the seed's inserts ran at the
  -- stack's start, so every task said "just now", all at one moment): "finished a course" when the
  -- member first finished one, as the trigger opens it; "finished Station N" when they finished that
  -- station (its mission row in the ledger).
  update app.coaching_tasks t
     set created_at = (select min(l.created_at) from public.ledger l where l.user_id = t.member_id and l.reason = 'course_completion')
   where t.kind = 'congratulate' and t.member_id = any (v_learner_ids) and t.reason like '% finished a course'
     and exists (select 1 from public.ledger l where l.user_id = t.member_id and l.reason = 'course_completion');
  update app.coaching_tasks t
     set created_at = l.created_at
    from public.ledger l
   where t.kind = 'congratulate' and t.member_id = any (v_learner_ids)
     and l.user_id = t.member_id and l.reason = 'mission'
     and t.reason like '% finished Station ' || l.reference;
  perform app.coaching_sweep();
  -- A streak at risk opens at 18:00 in the member's time zone (the sweep's rule, docs/product.md#coaching):
  -- the sweep above opened today's at the stack's start, so they are dated with that 18:00, spread a
  -- few minutes apart (the longest streak first) so the demo's queue reads as an evening, not one
  -- instant; never after now.
  update app.coaching_tasks t
     set created_at = least(now(), ((now() at time zone p.time_zone)::date + time '18:00')::timestamp at time zone p.time_zone
                                   + p.n * interval '4 minutes')
    from (select tt.id, p2.time_zone, (row_number() over (order by p2.login_streak desc, tt.id) - 1)::integer as n
            from app.coaching_tasks tt join public.profiles p2 on p2.id = tt.member_id
           where tt.kind = 'streak_at_risk' and tt.closed_at is null and tt.member_id = any (v_learner_ids)) p
   where t.id = p.id;

  -- A sponsor's weekly team counts: each join, station and course finished in the week (Monday, UTC)
  -- it happened, up the upline to the team depth, as app.count_team_week counts each as it happens
  -- (docs/product.md#weeks). The triggers counted the seed's acts in the week the seed ran, and the
  -- acts are dated into the past above: "12 stations finished this week" would not be true.
  update app.team_week_activity w set joined = 0, stations = 0, courses = 0;
  insert into app.team_week_activity as w (user_id, week_start, joined, stations, courses)
  select up.id, app.week_of((up.at at time zone 'utc')::date), sum(up.joined)::integer, sum(up.stations)::integer, sum(up.courses)::integer
    from (with recursive acts(user_id, at, joined, stations, courses) as (
            select mp.user_id, mp.joined_at, 1, 0, 0 from app.member_progress mp
             where mp.user_id = any (v_learner_ids) and mp.sponsor_id is not null
            union all
            select mc.user_id, mc.completed_at, 0, 1, 0 from public.mission_completions mc where mc.user_id = any (v_learner_ids)
            union all
            -- A course finished: one the learner took to 100 % (app.course_firsts; a watched video
            -- with its quiz unanswered is not), at the later of the video's end and the last answer.
            select f.user_id,
                   greatest(coalesce(cp.completed_at, cp.updated_at),
                            (select max(qa.answered_at) from public.quiz_answers qa join public.quizzes q on q.id = qa.quiz_id
                              where qa.user_id = f.user_id and q.course_id = f.course_id)), 0, 0, 1
              from app.course_firsts f
              join public.course_progress cp on cp.user_id = f.user_id and cp.course_id = f.course_id
             where f.user_id = any (v_learner_ids)),
          -- Learners who hide their activity from the upline are not counted (app.count_team_week).
          chain(id, at, joined, stations, courses, level) as (
            select mp.sponsor_id, a.at, a.joined, a.stations, a.courses, 1
              from acts a join app.member_progress mp on mp.user_id = a.user_id and mp.sponsor_id is not null
             where not coalesce((select cp.hide_from_upline from app.coaching_preferences cp where cp.user_id = a.user_id), false)
            union all
            select mp.sponsor_id, chain.at, chain.joined, chain.stations, chain.courses, chain.level + 1
              from chain join app.member_progress mp on mp.user_id = chain.id and mp.sponsor_id is not null
             where chain.level < (select s.team_depth from app.settings s))
          select chain.id, chain.at, chain.joined, chain.stations, chain.courses from chain) up
   group by 1, 2
  on conflict (user_id, week_start) do update set joined = excluded.joined, stations = excluded.stations, courses = excluded.courses;

  -- The visits: the join day and each day of the streak, one a day in the morning UTC, for Insights'
  -- active learners and returns (app.record_activity, as app.record_visit records a visit).
  perform app.record_activity(dp.id, v.day::timestamp at time zone 'utc' + interval '9 hours')
     from demo_plan dp cross join lateral unnest(dp.visits) as v(day);

  -- learner1, the demo learner who has everything, has answered the daily reminder's offer ("Not now"),
  -- as a learner a week in would have; the other learners past Station 1 still see it on Today.
  insert into public.reminder_settings (user_id, offer_answer, offer_answered_at)
  values (v_learner_ids[1], 'not_now', now())
  on conflict (user_id) do update set offer_answer = 'not_now', offer_answered_at = now();

  raise notice 'demo content: 1 admin, % learners, % courses', array_length(v_learner_ids, 1), array_length(v_course_ids, 1);
end;
$seed$;
