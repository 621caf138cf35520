-- Spanish and Arabic income and lifestyle claims (docs/operators.md#income-claim-phrases): the same
-- kinds as the English phrases, written as app.claim_readings() reads text (no accents; Arabic
-- without tashkeel or tatweel, ا for أ إ آ, ي for ى, ه for ة, digits 0-9). Arabic has no \m word
-- start (the database's word characters may be ASCII only, and Arabic joins و ب ل ال to the next
-- word); where a phrase sits inside an ordinary word ("يخت" in "يختار"), it is bounded by "not an
-- Arabic letter". The reasons are the English phrases' (the admin reads them in English).
-- Data, so written by hand (docs/database.md#data).
insert into app.claim_phrases (pattern, reason) values
  -- Spanish.
  ('\m(ingresos?|rentas?|ganancias?|dinero|beneficios?) ?pasiv[oa]s?\M', 'Suggests earnings without work.'),
  ('\m(libertad|independencia) ?(financiera|economica)\M|\m(financiera|economica)mente ?(libres?|independientes?)\M|\mlibres? ?(financiera|economica)mente\M',
   'Promises a lifestyle the business rarely provides.'),
  ('\m(ingresos?|ganancias?|dinero|resultados?|rendimientos?|beneficios?|sueldos?|salarios?|retornos?) ?garantizad[oa]s?\M|\mte ?garantiza(mos)? ?(un ?|unos ?)?(ingresos?|ganancias?|dinero|sueldo)\M',
   'No income can be guaranteed.'),
  ('\m(deja|dejar|deje|dejes|renuncia|renunciar|renuncie|abandona|abandonar|abandone|olvidate ?de|despide ?a) ?(a ?)?(tu|mi|su) ?(trabajo|empleo|chamba|jefe)\M',
   'Promises that people can leave their employment.'),
  ('\m[0-9][0-9,.]* ?(k|mil)? ?(\$|€|dolares|dolar|euros?|usd|pesos|soles)[^ ]* ?((al|por|a la|cada|por el) ?)?(mes|semana|dia|ano)\M|\$ ?[0-9][0-9,.]* ?(k|mil)? ?((al|por|a la|cada|por el) ?)(mes|semana|dia|ano)\M|\m(dolares|euros?|pesos|usd) ?(mensuales|semanales|diarios|anuales)\M',
   'An earnings amount per period: most people in network marketing earn far less.'),
  ('\m(hazte|hacerte|volverte|vuelvete|ser|seras|sere) ?(rico|rica|ricos|millonari[oa]s?)\M|\m(riqueza|dinero) ?(rapid[oa]|facil)\M|\menriquecer(te|se)? ?(rapido|rapidamente)\M',
   'Promises wealth.'),
  ('\m(jubilate|jubilarte|jubilarse|retirate|retirarte|retirarse|me ?jubile|me ?retire) ?(joven|temprano|pronto|antes|a ?los ?[0-9]+|en ?[0-9]+)|\m(retiro|jubilacion) ?(anticipad[oa]|tempran[oa]|precoz)\M',
   'Promises a lifestyle the business rarely provides.'),
  ('\m(coches?|autos?|carros?|vida|estilo ?de ?vida|casas?|viajes?|vacaciones|relojes?) ?de ?(lujo|(tus|sus|mis) ?suenos)\M|\m(yates?|mansion(es)?|jets? ?privados?)\M',
   'A luxury-lifestyle promise.'),
  ('\m(ingresos?|sueldos?|salarios?|ganancias?|negocio)[^.]{0,15}\m(seis|siete|6|7) ?cifras\M', 'An income level that typical participants do not reach.'),
  -- Arabic.
  ('(دخل|ربح|ارباح|عائد|عوائد)(ا)? ?(ال)?سلبي', 'Suggests earnings without work.'),
  ('(حريه|حريت|استقلال|استقلاليه)(ك|كم|ي|نا)? ?(ال)?مالي', 'Promises a lifestyle the business rarely provides.'),
  ('(دخل|ربح|ارباح|عائد|عوائد|راتب|مكسب|مكاسب|نتائج)(ا)? ?(ال)?مضمون|(نضمن|اضمن|يضمن|تضمن) ?(لك|لكم)? ?(ال)?(دخل|ربح|ارباح|عائد|راتب)',
   'No income can be guaranteed.'),
  ('(اترك|اتركي|اتركوا|ترك|استقل|استقيل|ودع|ودعي|تخلص ?من|وداعا ?ل) ?(من ?)?(ال|ل)?(وظيفه|وظيفت|دوام|عملك|عملكم|مدير)',
   'Promises that people can leave their employment.'),
  ('([0-9][0-9,.]*|الف|الاف|مليون|ملايين) ?(الف|الاف)? ?(\$|€|دولار|يورو|ريال|درهم|جنيه|دينار)[^ ]* ?(في ?|ب|كل ?)?(ال)?(شهر|اسبوع|يوم|سنه|سنوي)|\$ ?[0-9][0-9,.]* ?(في ?|ب|كل ?)?(ال)?(شهر|اسبوع|يوم|سنوي)',
   'An earnings amount per period: most people in network marketing earn far less.'),
  ('(ال)?(ثراء|غني|غنا|ثروه) ?(ال)?سريع|(اصبح|اصبحي|كن|كوني|صر) ?(غنيا|غنيه|ثريا|ثريه|مليونيرا|مليونيره|مليونير)|(اغتن|اثر) ?(بسرعه|سريعا)',
   'Promises wealth.'),
  ('(ال)?تقاعد ?(ال)?مبكر|تقاعد(ي|وا)? ?(في|قبل) ?سن', 'Promises a lifestyle the business rarely provides.'),
  ('(سياره|سيارات|منزل|بيت|فيلا|قصر|حياه|رحله|رحلات|عطله|عطلات|ساعه|ساعات) ?(ال)?(فاخره|فاخر|فارهه|احلام|رفاهيه|ترف)|لامبورغيني|لامبورجيني|فيراري|(^|[^ء-ي])(ال)?(يخت|يخوت)($|[^ء-ي])|طائره ?خاصه',
   'A luxury-lifestyle promise.'),
  ('(^|[^ء-ي])(ال)?(دخل|راتب|رواتب|ارباح|عمل)[^.]{0,15}(سته|سبعه|6|7) ?ارقام', 'An income level that typical participants do not reach.')
on conflict (pattern) do nothing;

-- The verdict kept beside each pack item (app.recheck_claims also runs through the statement trigger).
select app.recheck_claims();
