-- Product data that goes with the reward translations (hand-written: the schema diff does not carry
-- rows; docs/database.md#data).
--
-- The three shipped rewards in Spanish and Arabic (docs/decisions.md, "Languages": content
-- translations), as natural for a learner as the English beside them. Only where the English is
-- still the shipped text, and never over a translation an operator already wrote.
insert into public.reward_translations (reward_id, locale, title, description)
select v.reward_id, v.locale, v.title, v.description
  from (values
    ('social_posts', '5 Social Media Posts', 'es', '5 publicaciones para redes sociales', 'Textos listos para publicar y compartir lo que aprendes.'),
    ('social_posts', '5 Social Media Posts', 'ar', '5 منشورات لوسائل التواصل الاجتماعي', 'نصوص جاهزة للنشر لتشارك ما تتعلّمه.'),
    ('email_swipes', 'Email Swipe Pack', 'es', 'Pack de correos modelo', 'Correos de seguimiento para adaptar y enviar.'),
    ('email_swipes', 'Email Swipe Pack', 'ar', 'حزمة رسائل بريد إلكتروني جاهزة', 'رسائل متابعة بالبريد الإلكتروني لتعدّلها وترسلها.'),
    ('warm_leads', '10 Warm Leads', 'es', '10 contactos interesados', 'Personas que pidieron saber más, entregadas por nuestro equipo.'),
    ('warm_leads', '10 Warm Leads', 'ar', '10 عملاء مهتمين', 'أشخاص طلبوا معرفة المزيد، يسلّمهم إليك فريقنا.')
  ) as v(reward_id, english, locale, title, description)
  join public.rewards r on r.id = v.reward_id and r.title = v.english
on conflict (reward_id, locale) do nothing;
