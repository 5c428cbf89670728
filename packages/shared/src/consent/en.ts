import type { ConsentText } from './types.ts';

/** The reference wording; the other languages translate it paragraph by paragraph. */
export const en: ConsentText = {
  language: 'en',
  title: 'Consent to share de-identified health information',
  sections: [
    {
      heading: 'Why we ask',
      paragraphs: [
        'Your treatment center asks you to answer the RAND 36-Item Health Survey now and again later in your treatment. Your answers help you and your center see how your health changes over time.',
      ],
    },
    {
      heading: 'What is stored',
      paragraphs: [
        'Your survey is stored under a four-digit participant number (PID) only. We do not store your name, address, date of birth or any other information that identifies you. Only your center keeps the list that links your PID to you.',
      ],
    },
    {
      heading: 'What is shared if you consent',
      paragraphs: [
        'If you consent, your de-identified survey answers and scores are shared with {foundation} and its research partners, who use them to study and improve addiction treatment. Information that identifies you is never shared.',
      ],
    },
    {
      heading: 'Your choice',
      paragraphs: [
        'Consenting is voluntary. Your participation, and the care you receive, do not depend on whether you consent. If you do not consent, your answers stay with your center and are used only for your care.',
      ],
    },
    {
      heading: 'Withdrawing your consent',
      paragraphs: [
        "You can withdraw your consent at any time. Tell your center's local representative in writing; they will record it, and from then on your surveys are no longer shared. Analyses already completed with de-identified data cannot be undone.",
      ],
    },
    {
      heading: 'Questions',
      paragraphs: ['If you have questions about this form, please ask your center.'],
    },
  ],
  eu: {
    heading: 'Additional information for the European Union (GDPR)',
    sections: [
      {
        heading: 'Legal basis',
        paragraphs: [
          'Your de-identified health data are processed on the basis of your explicit consent, under Article 6(1)(a) and Article 9(2)(a) of the General Data Protection Regulation (GDPR).',
        ],
      },
      {
        heading: 'Data controller',
        paragraphs: [
          '{foundation} is the data controller for the data shared with it and its partners. You can contact it through your center.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right of access to your data, and the rights to rectification, erasure, restriction of processing and objection to processing. To use these rights, write to your center, which finds your data through your PID. Withdrawing consent does not affect the lawfulness of processing carried out before the withdrawal.',
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          'You have the right to lodge a complaint with a data protection supervisory authority, in particular in the EU member state where you live or work, or where you believe your rights were infringed.',
        ],
      },
    ],
  },
  form: { pid: 'PID', date: 'Date', consent: 'I consent', noConsent: 'I do not consent' },
};
