/**
 * The words of the results chart and table in each survey language. They are loaded with the
 * chart (its own lazy chunk), not with the page, as only the demo's results show them.
 * Spanish and Traditional Chinese reuse the staff graphs' wording (locales/{es,zh-TW}/manager.json,
 * `graphs`), with the participant page's own word for scores.
 */
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import type { ScoreChartText } from '../../components/score-chart/score-chart.tsx';

export const RESULTS_TEXT: Readonly<Record<SurveyLanguage, ScoreChartText>> = {
  en: {
    scale: 'Category',
    reference: 'US reference (RAND)',
    referenceNote:
      'US reference (RAND): the mean scores of the RAND Medical Outcomes Study sample (adults with chronic conditions), not a general-population survey.',
    chartSummary:
      '{title}: bar chart of your scores in the 8 categories, 0 to 100, next to the US reference. The numbers are in the table below.',
  },
  vi: {
    scale: 'Lĩnh vực',
    reference: 'Tham chiếu Hoa Kỳ (RAND)',
    referenceNote:
      'Tham chiếu Hoa Kỳ (RAND): điểm trung bình của mẫu nghiên cứu Medical Outcomes Study của RAND (người trưởng thành mắc bệnh mạn tính), không phải khảo sát trên dân số chung.',
    chartSummary:
      '{title}: biểu đồ cột về điểm của bạn trong 8 lĩnh vực, từ 0 đến 100, bên cạnh mức tham chiếu Hoa Kỳ. Các con số có trong bảng bên dưới.',
  },
  it: {
    scale: 'Categoria',
    reference: 'Riferimento USA (RAND)',
    referenceNote:
      'Riferimento USA (RAND): i punteggi medi del campione del Medical Outcomes Study della RAND (adulti con malattie croniche), non un’indagine sulla popolazione generale.',
    chartSummary:
      '{title}: grafico a barre dei Suoi punteggi nelle 8 categorie, da 0 a 100, accanto al riferimento USA. I numeri sono nella tabella qui sotto.',
  },
  es: {
    scale: 'Categoría',
    reference: 'Referencia de EE. UU. (RAND)',
    referenceNote:
      'Referencia de EE. UU. (RAND): las puntuaciones medias de la muestra del Medical Outcomes Study de RAND (adultos con enfermedades crónicas), no una encuesta de la población general.',
    chartSummary:
      '{title}: gráfico de barras de sus puntuaciones en las 8 categorías, de 0 a 100, junto a la referencia de EE. UU. Los números están en la tabla de abajo.',
  },
  'zh-TW': {
    scale: '類別',
    reference: '美國參考值（RAND）',
    referenceNote:
      '美國參考值（RAND）：RAND 醫療結果研究（Medical Outcomes Study）樣本（患有慢性病的成人）的平均分數，並非一般人口調查。',
    chartSummary: '{title}：您在 8 個類別的分數長條圖（0 到 100），並與美國參考值並列。數字列於下方表格。',
  },
};
