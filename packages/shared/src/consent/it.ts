import type { ConsentText } from './types.ts';

/** Formal register ("Lei"), as in the Italian questionnaire. */
export const it: ConsentText = {
  language: 'it',
  title: 'Consenso alla condivisione di dati sanitari de-identificati',
  sections: [
    {
      heading: 'Perché glielo chiediamo',
      paragraphs: [
        'Il Suo centro di trattamento Le chiede di rispondere al questionario sulla salute RAND a 36 domande ora e di nuovo più avanti nel corso del trattamento. Le Sue risposte aiutano Lei e il Suo centro a vedere come cambia la Sua salute nel tempo.',
      ],
    },
    {
      heading: 'Che cosa viene conservato',
      paragraphs: [
        "Il Suo questionario viene conservato soltanto con un numero di partecipante di quattro cifre (PID). Non conserviamo il Suo nome, il Suo indirizzo, la Sua data di nascita né altre informazioni che La identifichino. Solo il Suo centro conserva l'elenco che collega il PID alla Sua persona.",
      ],
    },
    {
      heading: 'Che cosa viene condiviso se Lei acconsente',
      paragraphs: [
        'Se Lei acconsente, le risposte e i punteggi de-identificati del Suo questionario vengono condivisi con {foundation} e con i suoi partner di ricerca, che li utilizzano per studiare e migliorare il trattamento delle dipendenze. Le informazioni che La identificano non vengono mai condivise.',
      ],
    },
    {
      heading: 'La Sua scelta',
      paragraphs: [
        'Il consenso è volontario. La Sua partecipazione e le cure che riceve non dipendono dal Suo consenso. Se non acconsente, le Sue risposte restano presso il Suo centro e vengono utilizzate solo per la Sua assistenza.',
      ],
    },
    {
      heading: 'Revoca del consenso',
      paragraphs: [
        'Può revocare il consenso in qualsiasi momento. Lo comunichi per iscritto al referente locale del Suo centro, che registrerà la revoca; da quel momento i Suoi questionari non verranno più condivisi. Le analisi già completate con dati de-identificati non possono essere annullate.',
      ],
    },
    {
      heading: 'Domande',
      paragraphs: ['Per domande su questo modulo, si rivolga al Suo centro.'],
    },
  ],
  eu: {
    heading: "Informazioni aggiuntive per l'Unione europea (GDPR)",
    sections: [
      {
        heading: 'Base giuridica',
        paragraphs: [
          "I Suoi dati sanitari de-identificati sono trattati sulla base del Suo consenso esplicito, ai sensi dell'articolo 6, paragrafo 1, lettera a), e dell'articolo 9, paragrafo 2, lettera a), del Regolamento generale sulla protezione dei dati (GDPR).",
        ],
      },
      {
        heading: 'Titolare del trattamento',
        paragraphs: [
          '{foundation} è il titolare del trattamento dei dati condivisi con essa e con i suoi partner. Può contattarla tramite il Suo centro.',
        ],
      },
      {
        heading: 'I Suoi diritti',
        paragraphs: [
          'Lei ha il diritto di accesso ai Suoi dati e i diritti di rettifica, cancellazione, limitazione del trattamento e opposizione al trattamento. Per esercitare questi diritti, scriva al Suo centro, che troverà i Suoi dati tramite il PID. La revoca del consenso non pregiudica la liceità del trattamento effettuato prima della revoca.',
        ],
      },
      {
        heading: 'Reclami',
        paragraphs: [
          "Lei ha il diritto di proporre reclamo a un'autorità di controllo per la protezione dei dati, in particolare nello Stato membro dell'UE in cui risiede o lavora, oppure in cui ritiene che i Suoi diritti siano stati violati.",
        ],
      },
    ],
  },
  form: { pid: 'PID', date: 'Data', consent: 'Acconsento', noConsent: 'Non acconsento' },
};
