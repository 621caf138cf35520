-- Product data that goes with the mission_translations and challenge_translations migrations
-- (hand-written: the schema diff does not carry rows; docs/database.md#data).
--
-- The five stations and the four product challenges in Spanish and Arabic, beside their English
-- (docs/decisions.md, "Languages": content translations). They ship as a migration, like the
-- stations and challenges themselves, so a hosted deploy has them too. Each lesson keeps its
-- English's Markdown structure (the same headings, lists and closing practice); like the English,
-- it teaches skills and ethics and makes no income promise. The stations are matched by id; a
-- challenge by its shipped English title, so one an operator has retitled keeps its English. A
-- row already there is kept (`on conflict do nothing`). Change them later with a new migration.
insert into public.mission_translations (mission_id, locale, title, description, content)
select t.mission_id, t.locale, t.title, t.description, t.content
  from (values
(1, 'es', 'Estación 1: Descubre tu porqué',
 'Encuentra la razón por la que construyes tu negocio y conviértela en una historia de 30 segundos.',
$lesson$Toda habilidad de esta academia se apoya en una sola cosa: saber por qué haces esto. Tu porqué te mantiene haciendo llamadas los días en que parece que no pasa nada, y es lo que hace que valga la pena escuchar tu historia.

### Paso 1: Escribe tu porqué

Tómate dos minutos y completa esta frase en papel: "Estoy construyendo esto porque..." Sigue hasta llegar a algo personal: tiempo con tu familia, una habilidad que quieres dominar, una comunidad a la que quieres servir. El dinero puede ser parte de ello; pregúntate para qué es ese dinero.

### Paso 2: Conviértelo en una historia de 30 segundos

La gente recuerda historias, no discursos de venta. Usa tres partes:
- Dónde estaba: una frase honesta sobre tu situación de antes.
- Qué encontré: lo que te atrajo de este producto o de esta comunidad.
- Hacia dónde voy: aquello por lo que trabajas ahora.

### Paso 3: Mantén la honestidad

Comparte solo tu propia experiencia. Nunca le prometas a nadie un resultado, unos ingresos ni un efecto en su salud. Lo que te pasó a ti, o a alguien en la cima de tu empresa, no es lo que normalmente les pasa a los demás, y ese tipo de afirmaciones engañan a la gente y pueden infringir las leyes de protección al consumidor.

**Práctica:** cuenta tu historia en voz alta tres veces hoy; después grábala con el teléfono y escúchala. ¿Dura menos de 30 segundos? ¿Suena a que hablas con un amigo y no a que lees un anuncio?

Habrás terminado esta estación cuando puedas contar tu historia con naturalidad, sin notas.$lesson$),

(1, 'ar', 'المحطة 1: اعرف دافعك',
 'اكتشف السبب الذي يدفعك إلى البناء، وحوّله إلى قصة مدتها 30 ثانية.',
$lesson$كل مهارة في هذه الأكاديمية تقوم على أمر واحد: أن تعرف لماذا تفعل هذا. دافعك هو ما يبقيك تجري الاتصالات في الأيام التي يبدو فيها أن شيئًا لا يحدث، وهو ما يجعل قصتك جديرة بالإصغاء.

### الخطوة 1: اكتب دافعك

خصّص دقيقتين وأكمل هذه الجملة على الورق: "أبني هذا لأن..." واصل حتى تصل إلى شيء شخصي: وقت مع عائلتك، أو مهارة تريد إتقانها، أو مجتمع تريد خدمته. قد يكون المال جزءًا من ذلك؛ فاسأل نفسك: ما الذي تريد المال من أجله؟

### الخطوة 2: حوّله إلى قصة مدتها 30 ثانية

يتذكر الناس القصص لا العروض الترويجية. استخدم ثلاثة أجزاء:
- أين كنت: جملة صادقة واحدة عن وضعك من قبل.
- ماذا وجدت: ما الذي جذبك إلى هذا المنتج أو هذا المجتمع.
- إلى أين أتجه: ما تعمل من أجله الآن.

### الخطوة 3: التزم بالصدق

شارك تجربتك أنت فقط. لا تَعِد أحدًا أبدًا بنتيجة أو دخل أو أثر صحي. ما حدث لك، أو لشخص في قمة شركتك، ليس ما يحدث للآخرين عادةً، ومثل هذه الادعاءات تضلّل الناس وقد تخالف قوانين حماية المستهلك.

**تمرين:** احكِ قصتك بصوت مسموع ثلاث مرات اليوم، ثم سجّلها على هاتفك واستمع إليها. هل مدتها أقل من 30 ثانية؟ هل تبدو كأنك تتحدث إلى صديق لا كأنك تقرأ إعلانًا؟

تكون قد أنهيت هذه المحطة حين تستطيع أن تروي قصتك بعفوية ودون ملاحظات.$lesson$),

(2, 'es', 'Estación 2: Arma tu lista de contactos',
 'Anota a las personas que ya conoces y mantén tu lista respetuosa y privada.',
$lesson$La mayoría de las conversaciones empiezan con las personas que ya conoces. Hoy armas una lista con la que podrás trabajar durante semanas.

Primero escribe sin filtrar; no juzgues nunca. Anota en diez minutos todos los nombres que se te ocurran, sin decidir quién "estaría interesado". No estás eligiendo clientes; estás haciendo una lista de personas con las que podrías conversar.

Usa estos recordatorios para llegar más lejos:
- Familia, vecinos y antiguos compañeros de clase
- Compañeros de cada trabajo que has tenido
- Tu gimnasio, tu club, tu lugar de culto o los padres del colegio
- Las personas a las que les compras: tu peluquero, tu mecánico
- Los contactos del teléfono y los amigos de redes sociales con los que de verdad hablas

Organiza, no clasifiques. Añade una columna que diga de qué conoces a cada persona y cuándo hablaron por última vez. Eso te dice cómo empezar la conversación, no si debes empezarla.

Respeta la privacidad y el consentimiento. Tu lista es privada. No añadas a nadie a grupos de chat ni a listas de correo sin preguntar, y nunca compres listas ni copies contactos de forma masiva. Si alguien te pide que no le hables de tu negocio, anótalo y respétalo.

Apunta a 100 nombres. Parece mucho, pero la mayoría pasa de 50 en los primeros diez minutos y llega a 100 con los recordatorios. Sigue sumando: cada persona nueva que conozcas entra en la lista.

**Práctica:** pon un temporizador de diez minutos y escribe. Después, rodea con un círculo a las cinco personas con las que hablaste más recientemente. Serán tus cinco primeras conversaciones en la Estación 3.$lesson$),

(2, 'ar', 'المحطة 2: أعدّ قائمة معارفك',
 'دوّن أسماء من تعرفهم بالفعل، واحرص على أن تبقى القائمة محترمة وخاصة بك.',
$lesson$معظم المحادثات تبدأ مع أشخاص تعرفهم بالفعل. اليوم تُعدّ قائمة يمكنك العمل عليها لأسابيع.

اكتب كل ما يخطر ببالك أولًا، ولا تحكم على أحد. دوّن في عشر دقائق كل اسم يخطر لك دون أن تقرر من "قد يهتم". أنت لا تختار عملاء؛ بل تكتب أسماء أشخاص يمكنك أن تتحدث معهم.

استعن بهذه التذكيرات لتذهب أبعد:
- العائلة والجيران وزملاء الدراسة القدامى
- زملاء كل عمل عملت فيه
- ناديك الرياضي أو ناديك الاجتماعي أو مكان عبادتك أو أولياء الأمور عند باب المدرسة
- من تشتري منهم: الحلّاق أو مصفّف الشعر، والميكانيكي
- جهات الاتصال في هاتفك وأصدقاء وسائل التواصل الذين تتحدث معهم فعلًا

نظّم ولا تفاضل. أضف عمودًا تكتب فيه كيف تعرف كل شخص ومتى تحدثتما آخر مرة. هذا يخبرك كيف تفتح الحديث، لا ما إذا كان عليك أن تفتحه.

احترم الخصوصية والموافقة. قائمتك خاصة بك. لا تضف أحدًا إلى مجموعات الدردشة أو القوائم البريدية دون أن تستأذنه، ولا تشترِ قوائم أبدًا ولا تجمع جهات الاتصال آليًا. إذا طلب منك أحد ألا تكلّمه عن عملك، فدوّن ذلك والتزم به.

اجعل هدفك 100 اسم. يبدو الرقم كبيرًا، لكن معظم الناس يتجاوزون 50 في الدقائق العشر الأولى ويصلون إلى 100 بمساعدة التذكيرات. واصل الإضافة: كل شخص جديد تتعرّف إليه يدخل القائمة.

**تمرين:** اضبط مؤقتًا على عشر دقائق واكتب. ثم ضع دائرة حول الأشخاص الخمسة الذين تحدثت معهم مؤخرًا. هؤلاء هم محادثاتك الخمس الأولى في المحطة 3.$lesson$),

(3, 'es', 'Estación 3: Conversaciones que conectan',
 'Retoma el contacto, escucha más de lo que hablas y pide permiso antes de compartir nada.',
$lesson$Los buenos profesionales del marketing de redes saben escuchar. El objetivo de una primera conversación no es presentar nada: es retomar el contacto y descubrir qué le importa a la otra persona.

Usa FORM para que la conversación fluya con naturalidad:
- Familia: "¿Qué tal están los niños?"
- Ocupación: "¿Sigues en el mismo trabajo? ¿Cómo te va?"
- Recreación: "¿Qué haces últimamente para desconectar?"
- Motivación: "Si pudieras cambiar una cosa el próximo año, ¿cuál sería?"

Escucha un 80 por ciento y habla un 20 por ciento. Haz preguntas abiertas (cómo, qué, cuéntame) y profundiza en las respuestas. Cuando alguien mencione una necesidad (más flexibilidad, un objetivo de salud, una habilidad nueva), anótala, pero no te abalances sobre ella.

Pide permiso antes de compartir. "¿Te gustaría echarle un vistazo a algo en lo que estoy trabajando? Sin ningún compromiso." El permiso convierte un discurso de venta en una invitación, y un no en una despedida amable en lugar de un momento incómodo.

Acepta el no con elegancia: "No pasa nada, gracias por escucharme." La mayoría de la gente dice que no, o que ahora no, y es normal. La relación importa más que la respuesta, y muchas personas vuelven meses después porque la primera vez las trataste con respeto.

**Práctica:** ten tres conversaciones esta semana con personas de tu lista, sin más propósito que ponerse al día. Después, anota una cosa que hayas descubierto de cada persona.$lesson$),

(3, 'ar', 'المحطة 3: محادثات تبني التواصل',
 'أعد التواصل، واستمع أكثر مما تتكلم، واستأذن قبل أن تعرض أي شيء.',
$lesson$المسوّق الشبكي الناجح مستمع جيد. الهدف من المحادثة الأولى ليس أن تعرض شيئًا، بل أن تعيد التواصل وتعرف ما يهمّ الشخص الآخر.

استخدم طريقة FORM (الأسرة، العمل، الترفيه، الدافع) لتبقى المحادثة طبيعية:
- الأسرة: "كيف حال الأولاد؟"
- العمل: "هل ما زلت في العمل نفسه؟ كيف تسير الأمور؟"
- الترفيه: "ماذا تفعل هذه الأيام لترتاح؟"
- الدافع: "لو استطعت أن تغيّر شيئًا واحدًا في السنة القادمة، فماذا سيكون؟"

استمع 80 بالمئة من الوقت وتكلّم 20 بالمئة. اطرح أسئلة مفتوحة (كيف، ماذا، حدّثني عن...) وابنِ على ما تسمعه من إجابات. عندما يذكر أحدهم حاجة، كمرونة أكبر في وقته أو هدف صحي أو مهارة جديدة، فدوّنها لكن لا تنقضّ عليها.

استأذن قبل أن تعرض. "هل تودّ أن تلقي نظرة على شيء أعمل عليه؟ لا ضغط على الإطلاق." الاستئذان يحوّل العرض الترويجي إلى دعوة، ويحوّل الرفض إلى ختام ودّي بدل لحظة محرجة.

تقبّل الرفض بلطف: "لا مشكلة أبدًا، شكرًا لأنك استمعت إليّ." معظم الناس يقولون لا، أو ليس الآن، وهذا أمر طبيعي. العلاقة أهم من الإجابة، وكثيرون يعودون بعد أشهر لأنك عاملتهم باحترام في المرة الأولى.

**تمرين:** أجرِ ثلاث محادثات هذا الأسبوع مع أشخاص من قائمتك، لا غاية لها سوى تجديد الصلة. بعد ذلك، دوّن شيئًا واحدًا عرفته عن كل شخص.$lesson$),

(4, 'es', 'Estación 4: Comparte con honestidad, sin presionar',
 'Informa en lugar de convencer: primero el producto, sin promesas de ingresos ni de salud, sin presión.',
$lesson$Cuando alguien acepta echar un vistazo, tu trabajo es informar, no convencer. Compartir con honestidad genera confianza y te mantiene, junto con tu empresa, dentro de las normas de protección al consumidor.

Sé breve. Usa las herramientas aprobadas por tu empresa (un vídeo corto, una muestra del producto, una llamada a tres con un compañero con experiencia) y deja que ellas hagan el trabajo pesado. De diez a quince minutos bastan para una primera mirada.

Habla primero del producto. Un negocio construido sobre clientes reales que valoran el producto es sostenible. Si solo hablas de reclutar, detente y pregúntate quiénes son los clientes.

Nunca hagas afirmaciones sobre ingresos o ganancias. No cites lo que ganas tú ni lo que ganan otros, no muestres cheques, coches ni fotos de estilo de vida como prueba, y no digas que cualquiera puede sustituir un sueldo. La mayoría de los participantes gana poco o nada, y la declaración de ingresos de tu empresa lo demuestra: remite a la gente a ese documento. Lo mismo vale para las afirmaciones de salud: nunca digas que un producto trata, cura o previene nada.

Responde con la verdad a las preguntas incómodas: cuánto cuesta empezar, qué compras periódicas se esperan y cómo funcionan los reembolsos y la recompra de inventario. Si no sabes algo, dilo y averígualo.

Nada de presión. Nada de plazos falsos ("la oferta termina esta noche"), y nunca animes a nadie a comprar inventario ni a pedir dinero prestado para unirse.

**Práctica:** anota las cinco preguntas que más te cuesta responder y redacta una respuesta honesta para cada una. Revísalas con tu patrocinador.$lesson$),

(4, 'ar', 'المحطة 4: شارك بصدق ودون ضغط',
 'قدّم المعلومة بدل الإقناع: المنتج أولًا، بلا ادعاءات عن الدخل أو الصحة، وبلا ضغط.',
$lesson$حين يوافق أحدهم على إلقاء نظرة، فمهمتك أن تُعلِمه لا أن تُقنعه. المشاركة الصادقة تبني الثقة، وتُبقيك أنت وشركتك ضمن قواعد حماية المستهلك.

اجعلها قصيرة. استخدم الأدوات التي اعتمدتها شركتك، كفيديو قصير أو عيّنة من المنتج أو مكالمة ثلاثية مع زميل متمرّس، ودعها تتولّى الجزء الأكبر من العمل. عشر دقائق إلى خمس عشرة دقيقة تكفي تمامًا للنظرة الأولى.

تحدّث عن المنتج أولًا. العمل القائم على عملاء حقيقيين يقدّرون المنتج عمل مستدام. إذا كان كل حديثك عن ضمّ أعضاء جدد، فتوقف واسأل نفسك: من هم العملاء؟

لا تدّعِ أبدًا أي دخل أو أرباح. لا تذكر ما تكسبه أنت أو يكسبه غيرك، ولا تعرض الشيكات أو السيارات أو صور أسلوب الحياة دليلًا، ولا تقل إن أي شخص يستطيع أن يستغني عن راتبه. معظم المشاركين يكسبون القليل أو لا شيء، والإفصاح عن الدخل الذي تنشره شركتك يبيّن ذلك: وجّه الناس إلى هذه الوثيقة. والأمر نفسه في الادعاءات الصحية: لا تقل أبدًا إن منتجًا يعالج أي شيء أو يشفيه أو يقي منه.

أجب عن الأسئلة المحرجة بصدق: كم يكلّف البدء، وما المشتريات المتكررة المتوقعة، وكيف يتم استرداد المال وإعادة شراء المخزون. وإن لم تكن تعرف الجواب، فقل ذلك وابحث عنه.

لا ضغط. لا مواعيد نهائية مصطنعة ("العرض ينتهي الليلة")، ولا تشجّع أحدًا أبدًا على شراء مخزون أو اقتراض المال لينضم.

**تمرين:** اكتب الأسئلة الخمسة التي تجد الإجابة عنها أصعب، وصُغ لكل منها إجابة صادقة. راجعها مع راعيك.$lesson$),

(5, 'es', 'Estación 5: Haz seguimiento y sé constante',
 'Haz seguimiento con un calendario, respeta cada respuesta y crea una pequeña rutina diaria.',
$lesson$La mayoría de las decisiones no se toman en la primera conversación. Es en el seguimiento, amable y con calendario, donde destacan las personas constantes.

Haz seguimiento en las 48 horas siguientes a cualquier presentación. "¿Qué es lo que más te gustó de lo que viste?" funciona mejor que "Entonces, ¿te unes?". Invita a una respuesta sincera y demuestra que escuchaste.

Lleva un control sencillo. Para cada persona, anota la fecha del último contacto, lo que dijo y el siguiente paso que acordaron. Basta con una hoja de cálculo, una libreta o la app de notas del teléfono. Si quedas en volver a llamar dentro de dos semanas, ponlo ahora en tu calendario.

Respeta la respuesta. Si alguien dice que no, dale las gracias, deja de hacerle seguimiento sobre el negocio y sigue en contacto como amigo. Si deja de responder, basta con un mensaje amable.

Crea un método diario de trabajo: unas pocas acciones pequeñas que puedas hacer cada día, aunque sea en 30 minutos.
- Dos o tres conversaciones nuevas con personas de tu lista
- Un seguimiento de las personas que tienes anotadas
- Una publicación útil (un consejo, un uso del producto, una historia) en lugar de una publicación de venta
- Diez minutos de aprendizaje: un curso de esta academia o una llamada de equipo

La constancia vence a la intensidad. Pequeñas acciones cada día durante meses dan más que una semana frenética seguida de silencio. Los retos diarios (hablar con 10 personas, publicar con regularidad, enviar mensajes de cumpleaños) son práctica justo para este hábito.

**Práctica:** escribe tu método diario de trabajo en una tarjeta y ponla donde la veas mañana por la mañana.$lesson$),

(5, 'ar', 'المحطة 5: تابع وحافظ على الاستمرارية',
 'تابع وفق جدول، واحترم كل إجابة، وابنِ روتينًا يوميًا صغيرًا.',
$lesson$معظم القرارات لا تُتخذ في المحادثة الأولى. المتابعة المهذبة وفق جدول هي ما يميّز الأشخاص المثابرين.

تابع خلال 48 ساعة من أي عرض. سؤال "ما أكثر ما أعجبك فيما رأيت؟" أنجح من "إذن، هل أنت معنا؟". فهو يدعو إلى إجابة صادقة ويُظهر أنك أصغيت.

استخدم سجلًا بسيطًا. دوّن لكل شخص تاريخ آخر تواصل، وما قاله، والخطوة التالية التي اتفقتما عليها. يكفي جدول بيانات أو دفتر أو تطبيق الملاحظات في هاتفك. وإن اتفقتما على أن تعاود الاتصال بعد أسبوعين، فضع ذلك في تقويمك الآن.

احترم الإجابة. إن قال أحدهم لا، فاشكره، وتوقف عن متابعته بشأن العمل، وابقَ على تواصل معه صديقًا. وإن توقف عن الرد، فتكفي رسالة لطيفة واحدة للاطمئنان.

ابنِ طريقة عمل يومية: بضع خطوات صغيرة يمكنك القيام بها كل يوم، ولو في 30 دقيقة.
- محادثتان أو ثلاث محادثات جديدة مع أشخاص من قائمتك
- متابعة واحدة من سجلك
- منشور واحد مفيد (نصيحة، أو طريقة لاستخدام المنتج، أو قصة) بدل منشور للبيع
- عشر دقائق من التعلّم: دورة في هذه الأكاديمية أو اجتماع مع الفريق

الاستمرارية تغلب الحماس المؤقت. الخطوات الصغيرة كل يوم على مدى أشهر تحقق أكثر من أسبوع محموم يعقبه صمت. والتحديات اليومية، كالتحدث مع 10 أشخاص والنشر بانتظام وإرسال رسائل التهنئة بأعياد الميلاد، تمرين على هذه العادة بالذات.

**تمرين:** اكتب طريقة عملك اليومية على بطاقة، وضعها حيث ستراها صباح الغد.$lesson$)
  ) as t(mission_id, locale, title, description, content)
 where exists (select 1 from public.missions m where m.id = t.mission_id)
on conflict (mission_id, locale) do nothing;

insert into public.challenge_translations (challenge_id, locale, title, description)
select c.id, t.locale, t.title, t.description
  from (values
    ('Talk to 10 people', 'es', 'Habla con 10 personas',
     'Inicia una conversación sobre tu negocio con diez personas. Registra con cuántas hablaste.'),
    ('Talk to 10 people', 'ar', 'تحدّث مع 10 أشخاص',
     'ابدأ حديثًا عن عملك مع عشرة أشخاص. سجّل عدد من تحدثت معهم.'),
    ('Post videos for 15 days', 'es', 'Publica vídeos durante 15 días',
     'Publica un vídeo corto en 15 días cualesquiera. Un registro al día.'),
    ('Post videos for 15 days', 'ar', 'انشر مقاطع فيديو في 15 يومًا',
     'انشر فيديو قصيرًا في أي 15 يومًا تختارها. تسجيل واحد في اليوم.'),
    ('Send 10 birthday messages', 'es', 'Envía 10 mensajes de cumpleaños',
     'Felicita por su cumpleaños a diez personas de tu red. Registra cuántos mensajes enviaste.'),
    ('Send 10 birthday messages', 'ar', 'أرسل 10 رسائل تهنئة بعيد الميلاد',
     'هنّئ عشرة أشخاص من شبكتك بأعياد ميلادهم. سجّل عدد الرسائل التي أرسلتها.'),
    ('Post every day for 30 days', 'es', 'Publica todos los días durante 30 días',
     'Publica una vez al día, todos los días, durante 30 días. Si te saltas un día, la cuenta vuelve a empezar.'),
    ('Post every day for 30 days', 'ar', 'انشر كل يوم لمدة 30 يومًا',
     'انشر مرة واحدة كل يوم دون انقطاع لمدة 30 يومًا. إذا فاتك يوم، يبدأ العدّ من جديد.')
  ) as t(source, locale, title, description)
  join public.challenges c on c.title = t.source
on conflict (challenge_id, locale) do nothing;
