CREATE TABLE "booking_link_shares" (
	"business_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"shared_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_link_shares_pk" PRIMARY KEY("business_id","channel"),
	CONSTRAINT "booking_link_shares_channel_valid" CHECK ("booking_link_shares"."channel" in ('copy', 'native', 'qr_png', 'qr_svg', 'embed'))
);
--> statement-breakpoint
CREATE TABLE "client_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"invited_by_user_id" uuid,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_invitations_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "client_invitations_business_id_email_unique" UNIQUE("business_id","email"),
	CONSTRAINT "client_invitations_email_lowercase" CHECK ("client_invitations"."email" = lower("client_invitations"."email")),
	CONSTRAINT "client_invitations_email_length" CHECK (char_length("client_invitations"."email") <= 254),
	CONSTRAINT "client_invitations_name_length" CHECK ("client_invitations"."name" is null or char_length("client_invitations"."name") <= 120)
);
--> statement-breakpoint
CREATE TABLE "invitation_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"invitation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_opt_outs_email_lowercase" CHECK ("invitation_opt_outs"."email" = lower("invitation_opt_outs"."email"))
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "help_articles_slug_format" CHECK ("help_articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "booking_link_shares" ADD CONSTRAINT "booking_link_shares_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_link_shares" ADD CONSTRAINT "booking_link_shares_shared_by_user_id_users_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_opt_outs" ADD CONSTRAINT "invitation_opt_outs_invitation_id_client_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."client_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_invitations_business_id_created_at_idx" ON "client_invitations" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "help_articles_position_idx" ON "help_articles" USING btree ("position");
--> statement-breakpoint
-- The first help articles (docs/decisions/029): the operator edits them later.
INSERT INTO "help_articles" ("slug", "title", "summary", "body", "position") VALUES ('pradzios-zingsniai', $help$Nuo ko pradėti: pradžios žingsniai$help$, $help$Ką reiškia pradžios puslapio sąrašas ir kada jūsų verslą pamatys klientai paieškoje.$help$, $help$Administravimo pradžios puslapyje rasite žingsnių sąrašą: paslaugos, darbo laikas, logotipas, nuotraukos, aprašymas, nuorodos dalijimasis ir klientų pakvietimas. Kiekvienas žingsnis pažymimas atliktu savaime, kai tik jūsų duomenyse atsiranda tai, ko reikia – nieko žymėti ranka nereikia.

Du žingsniai yra būtini: bent viena aktyvi paslauga, kurią atlieka specialistas, ir to specialisto darbo laikas. Kai abu atlikti, klientai jau gali užsiregistruoti, o jūsų verslas atsiranda paieškoje.

Kitus žingsnius savininkas gali praleisti mygtuku „Praleisti“. Praleistą žingsnį vis tiek galima atlikti vėliau – tada jis bus pažymėtas atliktu.

- Logotipas, nuotraukos ir aprašymas padeda klientui jus išsirinkti.
- Nuoroda ir kvietimai atveda pirmuosius klientus.$help$, 10);--> statement-breakpoint
INSERT INTO "help_articles" ("slug", "title", "summary", "body", "position") VALUES ('darbo-laikas', $help$Kaip nustatyti darbo laiką$help$, $help$Savaitės darbo laikas kiekvienam specialistui, pertraukos ir kopijavimas į kitas dienas.$help$, $help$Darbo laikas nustatomas kiekvienam specialistui atskirai. Klientams siūlomi tik tie laikai, kurie telpa į darbo laiką ir nesikerta su jau užregistruotais vizitais.

1. Meniu pasirinkite „Tvarkaraštis“.
2. Prie specialisto spauskite „Keisti darbo laiką“.
3. Prie kiekvienos dienos, kurią dirbate, pažymėkite „Dirba“ ir įrašykite pradžią bei pabaigą.
4. Jei dieną yra pertrauka, spauskite „Pridėti intervalą“: pavyzdžiui, 9:00–13:00 ir 14:00–18:00. Tarpas tarp intervalų ir yra pertrauka.
5. Kad nereikėtų to paties rašyti kelis kartus, spauskite „Kopijuoti į kitas dienas“ ir pasirinkite dienas.
6. Spauskite „Išsaugoti darbo laiką“.

Dešinėje (telefone – apačioje) matysite artimiausias savaites taip, kaip jas mato klientai: su pakeitimais, laisvadieniais ir šventėmis.

Jei keičiamas laikas paliktų jau užregistruotus vizitus už darbo laiko, prieš išsaugant jie bus parodyti: galėsite juos palikti arba atšaukti, parašydami žinutę klientams.$help$, 20);--> statement-breakpoint
INSERT INTO "help_articles" ("slug", "title", "summary", "body", "position") VALUES ('darbo-laiko-pakeitimas', $help$Kaip pakeisti darbo laiką vienai dienai$help$, $help$Kita darbo pradžia ar pabaiga konkrečią dieną arba kelias dienas iš eilės – savaitės grafiko nekeičiant.$help$, $help$Kai vieną dieną dirbate kitu laiku (pavyzdžiui, šeštadienį tik iki pietų), savaitės darbo laiko keisti nereikia – sukurkite tvarkaraščio pakeitimą.

1. Meniu pasirinkite „Tvarkaraštis“ ir spauskite „Naujas pakeitimas“.
2. Pasirinkite specialistą ir datą. Jei keičiasi kelios dienos iš eilės, užpildykite ir lauką „Iki (imtinai)“.
3. Pasirinkite „Dirba kitu laiku“ ir įrašykite intervalus arba „Nedirba“.
4. Jei norite, parašykite pastabą – ją mato tik administratoriai.
5. Spauskite „Išsaugoti pakeitimą“.

Tą dieną (ar dienas) klientams bus siūlomas tik naujasis laikas. Kitomis dienomis galioja įprastas savaitės darbo laikas. Pakeitimą galima redaguoti arba ištrinti, kol diena dar nepraėjo.$help$, 30);--> statement-breakpoint
INSERT INTO "help_articles" ("slug", "title", "summary", "body", "position") VALUES ('laisvadieniai', $help$Kaip pažymėti laisvadienį ar atostogas$help$, $help$Viena laisva diena ar ilgesnės atostogos visam verslui arba vienam specialistui.$help$, $help$Laisvadieniu klientai negali užsiregistruoti. Laisvadienis gali būti viena diena ar ilgesnis laikotarpis.

1. Meniu pasirinkite „Laisvadieniai“ ir spauskite „Naujas laisvadienis“.
2. Įrašykite datas „Nuo“ ir „Iki (imtinai)“.
3. Lauke „Kam“ pasirinkite visą verslą arba vieną specialistą.
4. Jei norite, įrašykite pavadinimą, pavyzdžiui, „Atostogos“ – klientai jo nemato.
5. Spauskite „Išsaugoti laisvadienį“.

Jei tomis dienomis jau yra užregistruotų vizitų, prieš išsaugant jie bus parodyti. Galite juos palikti arba atšaukti – tada kiekvienam klientui išsiųsime laišką su jūsų žinute.

Laisvadienį galima redaguoti ar ištrinti sąraše. Ištrynus laisvadienį, tomis dienomis vėl galioja įprastas darbo laikas.$help$, 40);--> statement-breakpoint
INSERT INTO "help_articles" ("slug", "title", "summary", "body", "position") VALUES ('valstybines-sventes', $help$Kaip dirbti valstybinės šventės dieną$help$, $help$Lietuvos valstybinės šventės yra nedarbo dienos, bet jei dirbate, šventę galima ištraukti.$help$, $help$Lietuvos valstybinės šventės (Naujieji metai, Velykos, Joninės, Kūčios, Kalėdos ir kitos) jūsų kalendoriuje pažymėtos kaip nedarbo dienos: tomis dienomis klientai užsiregistruoti negali.

Jei šventės dieną dirbate:

1. Meniu pasirinkite „Laisvadieniai“.
2. Skiltyje „Valstybinės šventės“ raskite šventę ir spauskite „Ištraukti“.
3. Patvirtinkite „Ištraukti – tą dieną dirbame“.

Tą dieną galios įprastas darbo laikas, ir klientai galės registruotis. Persigalvojote? Spauskite „Atšaukti ištraukimą“ – diena vėl bus nedarbo. Jei tą dieną jau yra vizitų, prieš pakeitimą jie bus parodyti, ir galėsite nuspręsti, ką su jais daryti.

Galite peržiūrėti ir kitų metų šventes – pasirinkite metus virš sąrašo.$help$, 50);--> statement-breakpoint
INSERT INTO "help_articles" ("slug", "title", "summary", "body", "position") VALUES ('vizitas-be-registracijos', $help$Kaip užregistruoti atėjusį ar paskambinusį klientą$help$, $help$Vizitą galite įrašyti patys: klientui, kuris atėjo be registracijos ar paskambino telefonu.$help$, $help$Ne visi klientai registruojasi internetu. Atėjusį ar paskambinusį klientą įrašykite patys – tada tas laikas nebus pasiūlytas kitiems.

1. Meniu pasirinkite „Vizitai“ ir spauskite „Naujas vizitas“. Arba kalendoriuje spustelėkite laisvą laiką – specialistas ir laikas bus užpildyti.
2. Pasirinkite klientą: ieškokite tarp klientų su paskyra arba įrašykite vardą ir telefono numerį klientui be paskyros.
3. Pasirinkite paslaugas, specialistą, datą ir laiką.
4. Jei reikia, parašykite pastabą – ją matote tik jūs.
5. Išsaugokite vizitą.

Jūsų įrašytas vizitas iš karto patvirtintas. Jei laikas jau užimtas, pamatysite pranešimą ir galėsite pasirinkti kitą.$help$, 60);--> statement-breakpoint
INSERT INTO "help_articles" ("slug", "title", "summary", "body", "position") VALUES ('registraciju-patvirtinimas', $help$Kaip patvirtinti arba atmesti registraciją$help$, $help$Naujos klientų registracijos, laukiančios patvirtinimo, ir ką gauna klientas.$help$, $help$Jei jūsų verslo nustatymuose registracijas tvirtinate patys, nauja kliento registracija laukia jūsų patvirtinimo. Jų skaičius rodomas meniu prie „Vizitai“, o apie kiekvieną naują registraciją gausite pranešimą.

1. Atidarykite „Vizitai“ → „Sąrašas“: laukiančios registracijos rodomos pirmos.
2. Spauskite „Patvirtinti“ arba „Atmesti“.
3. Atmetant galite parašyti priežastį – ją gaus klientas.

Klientas gauna laišką su vizito kalendoriaus failu, kurį gali įsikelti į savo telefono kalendorių. Jei vėliau vizitą perkelsite ar atšauksite, klientas gaus naują laišką, o jo kalendoriuje vizitas pasikeis.$help$, 70);--> statement-breakpoint
INSERT INTO "help_articles" ("slug", "title", "summary", "body", "position") VALUES ('dalintis-nuoroda', $help$Kaip pasidalinti registracijos nuoroda$help$, $help$Jūsų nuoroda, QR kodas salonui ir registracijos langas jūsų svetainėje.$help$, $help$Registracijos nuoroda – tai adresas, kuriuo klientai užsiregistruoja pas jus internetu. Jei turite savo domeną, nuoroda bus jūsų domene.

1. Meniu pasirinkite „Nuoroda klientams“.
2. Spauskite „Kopijuoti nuorodą“ ir įklijuokite ją į Instagram ar Facebook profilio aprašymą, žinutę klientei ar el. laišką. Telefone mygtukas „Dalintis“ atidaro telefono dalijimosi langą.
3. Atsisiųskite QR kodą (PNG arba SVG) ir atsispausdinkite – padėkite jį prie kasos ar ant veidrodžio. Klientė nufotografuoja kodą telefonu ir iškart patenka į registraciją.
4. Jei turite savo svetainę, nukopijuokite mygtuko arba registracijos lango kodą ir įdėkite jį į svetainę. Registracijos lange klientė pasirenka paslaugą, specialistą ir laiką, o užsiregistruoti baigia mūsų puslapyje.

Kai pasidalinate nuoroda, pradžios žingsnis „Pasidalinkite nuoroda“ pažymimas atliktu.$help$, 80);--> statement-breakpoint
INSERT INTO "help_articles" ("slug", "title", "summary", "body", "position") VALUES ('pakviesti-klientus', $help$Kaip pakviesti esamus klientus$help$, $help$Išsiųskite kvietimus registruotis internetu klientams, kurių el. pašto adresus jau turite.$help$, $help$Jei turite savo klientų el. pašto adresų sąrašą, pakvieskite juos registruotis internetu. Kiekvienas klientas gaus laišką lietuvių kalba su jūsų verslo pavadinimu ir registracijos nuoroda.

1. Meniu pasirinkite „Pakviesti klientus“.
2. Įklijuokite adresus – po vieną eilutėje. Šalia adreso galite parašyti vardą, atskirtą kableliu: „Asta Petraitė, asta@example.lt“. Arba įkelkite CSV failą, pavyzdžiui, eksportuotą iš telefono kontaktų ar „Excel“.
3. Spauskite „Siųsti kvietimus“.

Po siuntimo matysite kiekvienos eilutės rezultatą:

- Išsiųsta – kvietimas pakeliui.
- Kartojasi sąraše – tas pats adresas buvo įrašytas kelis kartus, siunčiame vieną kvietimą.
- Neteisingas adresas – patikrinkite, ar nėra klaidos.
- Jau pakviestas – šiam adresui kvietimą jau siuntėte anksčiau.
- Atsisakė kvietimų – žmogus paprašė daugiau kvietimų nesiųsti.

Vienu kartu galima įkelti iki 500 eilučių, o per dieną išsiųsti iki 200 kvietimų. Kiekviename laiške yra nuoroda „Nebenoriu gauti kvietimų“: ja pasinaudojusiam žmogui kvietimų daugiau nesiųs joks verslas. Siųskite kvietimus tik tiems, kurie yra jūsų klientai ir sutiktų juos gauti.$help$, 90);--> statement-breakpoint
INSERT INTO "help_articles" ("slug", "title", "summary", "body", "position") VALUES ('paslaugos', $help$Kaip pridėti paslaugas$help$, $help$Paslaugos pavadinimas, trukmė, kaina, pertrauka po vizito ir kurie specialistai ją atlieka.$help$, $help$Klientai registruojasi paslaugoms, todėl bent viena paslauga yra būtina.

1. Meniu pasirinkite „Paslaugos“ ir sukurkite naują paslaugą.
2. Įrašykite pavadinimą (pvz., „Moteriškas kirpimas“), trukmę minutėmis ir kainą. Jei kaina priklauso nuo plaukų ilgio ar darbo apimties, pažymėkite, kad tai kaina „nuo“.
3. Jei po vizito reikia laiko susitvarkyti, nurodykite pertrauką po vizito – tuo metu kitas klientas negalės užsiregistruoti.
4. Pasirinkite specialistus, kurie atlieka šią paslaugą.
5. Jei paslaugų daug, sugrupuokite jas į kategorijas – klientams bus lengviau rasti.

Paslaugų tvarką galite keisti tempdami. Paslaugos, kurios laikinai neteikiate, nereikia trinti – padarykite ją neaktyvią: klientai jos nematys, o senų vizitų istorija išliks.$help$, 100);--> statement-breakpoint
INSERT INTO "help_articles" ("slug", "title", "summary", "body", "position") VALUES ('logotipas', $help$Kaip įkelti logotipą$help$, $help$Logotipas rodomas jūsų verslo puslapyje ir paieškos rezultatuose.$help$, $help$Logotipas padeda klientams atpažinti jūsų verslą paieškoje ir jūsų puslapyje.

1. Meniu pasirinkite „Nustatymai“.
2. Logotipo vietoje spauskite įkėlimo mygtuką arba nutempkite paveikslėlį į pažymėtą vietą.
3. Pasirinkite apskritimą, kuris bus rodomas svetainėje, ir išsaugokite.

Tinka JPEG, PNG ir WebP paveikslėliai. Geriausiai atrodo kvadratinis, bent 400 × 400 taškų logotipas. Įkeltas paveikslėlis sumažinamas telefonams ir kompiuteriams, o jo metaduomenys (pvz., vieta, kurioje nufotografuota) pašalinami. SVG failų dėl saugumo įkelti negalima.$help$, 110);
