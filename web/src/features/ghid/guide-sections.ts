// The user guide (decisions §1: GUIDE_URL defaults to /ghid), written from the specifications.

export interface GuideSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export const GUIDE: GuideSection[] = [
  {
    id: 'autentificare',
    title: 'Autentificarea',
    paragraphs: [
      'Intrați în aplicație cu numele de utilizator și parola primite. Butonul cu ochi arată sau ascunde parola, iar tasta Enter trimite formularul.',
      'Dacă ați uitat parola, apăsați „Ați uitat parola?” și scrieți adresa de e-mail a contului. Veți primi un link care poate fi folosit o singură dată, timp de o oră, pentru a alege o parolă nouă.',
      'Conturile create de un administrator primesc o parolă generată automat. La prima autentificare aplicația vă cere să o schimbați: folosiți „Schimbă parola” din meniul utilizatorului. Parola are cel puțin 6 caractere. După schimbare toate sesiunile se închid și vă autentificați din nou.',
    ],
  },
  {
    id: 'cladirea',
    title: 'Alegerea clădirii',
    paragraphs: [
      'Aplicația deservește două clădiri: CityOffices, cu birouri flexibile și săli de ședință, și Turn, cu parcarea. După autentificare pagina „Selectați clădirea” vă arată clădirile la care aveți acces; dacă aveți acces la una singură, ajungeți direct acolo.',
      'Cine are acces la ambele clădiri trece de la una la alta din meniul utilizatorului, cu „Schimbați clădirea”.',
    ],
  },
  {
    id: 'birouri',
    title: 'Rezervarea unui birou (CityOffices)',
    paragraphs: [
      'Pe hartă alegeți etajul (4 sau 5), departamentul sau proiectul și ziua. Se pot rezerva doar zile lucrătoare, începând cu următoarea zi lucrătoare și cel mult o lună înainte. Culorile arată birourile libere, cele rezervate de alții, cele rezervate de dumneavoastră și birourile alocate.',
      'Fiecare persoană are cel mult un birou pe zi. Dacă aveți drept de parcare și mai sunt locuri pentru grupul dumneavoastră, puteți cere un loc de parcare odată cu biroul. Butonul de birou aleatoriu rezervă un birou liber al grupului ales.',
      'O rezervare de birou se poate anula cu cel puțin 24 de ore înainte. Cu o zi lucrătoare înainte primiți un e-mail cu linkuri pentru confirmarea prezenței sau anularea rezervării; absențele repetate pot suspenda temporar dreptul de a rezerva.',
      'Managerii pot rezerva birouri pentru oamenii din grupurile lor și pot vedea statisticile de prezență ale acestora.',
      'Harta se vede doar pe calculator; pe telefon, pagina birourilor vă lasă să rezervați un birou sau o sală fără hartă, să anulați rezervări și să vă confirmați prezența.',
    ],
  },
  {
    id: 'sali',
    title: 'Săli de ședință',
    paragraphs: [
      'Din panoul hărții deschideți lista sălilor departamentului, cu numărul maxim de persoane. O sală se rezervă pentru un interval între 08:00 și 20:00, din jumătate în jumătate de oră, în zile lucrătoare, la ora României.',
      'Două rezervări ale aceleiași săli nu se pot suprapune; aplicația vă spune dacă intervalul ales este deja ocupat.',
    ],
  },
  {
    id: 'turn',
    title: 'Parcarea din Turn',
    paragraphs: [
      'În „Contul meu” vă completați datele și adăugați mașina (marca și numărul de înmatriculare). În „Rezervare nouă” alegeți una sau mai multe zile lucrătoare, de mâine până la sfârșitul săptămânii viitoare (după ora limită de vineri, până la sfârșitul săptămânii următoare), și mașina.',
      'Locurile se împart în runde. Cererile pentru săptămâna viitoare așteaptă prima rundă, vineri la ora limită (implicit 16:00). Locurile rămase se împart în a doua rundă, în ziua lucrătoare dinaintea fiecărei zile, la ora de confirmare (implicit 18:00); cererile care nu primesc loc devin „Nealocat”. La fiecare rundă au întâietate cei cu mai puține absențe, apoi cei care au cerut mai devreme. O cerere pentru o zi deja împărțită primește imediat un loc liber, dacă mai există; altfel așteaptă a doua rundă.',
      'În „Rezervările mele” calendarul colorează zilele după stare: în așteptare, prima rundă, a doua rundă, absent, nealocat. Puteți anula sau schimba mașina până la ora de confirmare din ziua dinainte.',
      'O rezervare nefolosită se înregistrează ca absență. Absențele scad nota (0–3 stele) și, adunate, suspendă temporar dreptul de a rezerva.',
    ],
  },
  {
    id: 'ajutor',
    title: 'Ajutor',
    paragraphs: [
      'Din meniul utilizatorului, „Ajutor” arată adresa de e-mail a echipei de suport, linkul către acest ghid și versiunea aplicației.',
    ],
  },
];
