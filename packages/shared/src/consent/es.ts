import type { ConsentText } from './types.ts';

/** Formal register ("usted"), as in the Spanish questionnaire. */
export const es: ConsentText = {
  language: 'es',
  title: 'Consentimiento para compartir información de salud desidentificada',
  sections: [
    {
      heading: 'Por qué se lo pedimos',
      paragraphs: [
        'Su centro de tratamiento le pide que responda la Encuesta de Salud RAND de 36 preguntas ahora y de nuevo más adelante durante su tratamiento. Sus respuestas les ayudan a usted y a su centro a ver cómo cambia su salud con el tiempo.',
      ],
    },
    {
      heading: 'Qué se guarda',
      paragraphs: [
        'Su encuesta se guarda solo con un número de participante de cuatro dígitos (PID). No guardamos su nombre, su dirección, su fecha de nacimiento ni ningún otro dato que lo/la identifique. Solo su centro conserva la lista que relaciona su PID con usted.',
      ],
    },
    {
      heading: 'Qué se comparte si usted da su consentimiento',
      paragraphs: [
        'Si usted da su consentimiento, las respuestas y puntuaciones desidentificadas de su encuesta se comparten con {foundation} y sus socios de investigación, que las usan para estudiar y mejorar el tratamiento de las adicciones. Nunca se comparte información que lo/la identifique.',
      ],
    },
    {
      heading: 'Su decisión',
      paragraphs: [
        'Dar su consentimiento es voluntario. Su participación y la atención que recibe no dependen de que dé su consentimiento. Si no lo da, sus respuestas se quedan en su centro y solo se usan para su atención.',
      ],
    },
    {
      heading: 'Retirar su consentimiento',
      paragraphs: [
        'Puede retirar su consentimiento en cualquier momento. Comuníquelo por escrito al representante local de su centro, que lo registrará; a partir de ese momento sus encuestas dejarán de compartirse. Los análisis ya terminados con datos desidentificados no se pueden deshacer.',
      ],
    },
    {
      heading: 'Preguntas',
      paragraphs: ['Si tiene preguntas sobre este formulario, consulte a su centro.'],
    },
  ],
  eu: {
    heading: 'Información adicional para la Unión Europea (RGPD)',
    sections: [
      {
        heading: 'Base jurídica',
        paragraphs: [
          'Sus datos de salud desidentificados se tratan sobre la base de su consentimiento explícito, conforme al artículo 6, apartado 1, letra a), y al artículo 9, apartado 2, letra a), del Reglamento General de Protección de Datos (RGPD).',
        ],
      },
      {
        heading: 'Responsable del tratamiento',
        paragraphs: [
          '{foundation} es el responsable del tratamiento de los datos que se comparten con ella y con sus socios. Puede ponerse en contacto con ella a través de su centro.',
        ],
      },
      {
        heading: 'Sus derechos',
        paragraphs: [
          'Tiene derecho de acceso a sus datos y derecho a su rectificación, su supresión, la limitación de su tratamiento y a oponerse a su tratamiento. Para ejercer estos derechos, escriba a su centro, que localizará sus datos mediante su PID. Retirar el consentimiento no afecta a la licitud del tratamiento realizado antes de retirarlo.',
        ],
      },
      {
        heading: 'Reclamaciones',
        paragraphs: [
          'Tiene derecho a presentar una reclamación ante una autoridad de control de protección de datos, en particular en el Estado miembro de la UE en el que resida o trabaje, o en el que considere que se han vulnerado sus derechos.',
        ],
      },
    ],
  },
  form: { pid: 'PID', date: 'Fecha', consent: 'Doy mi consentimiento', noConsent: 'No doy mi consentimiento' },
};
