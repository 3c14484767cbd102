// The instant answer above the results: the question as understood, the value, a line, a few rows, and where
// and when the figures come from. Drawn by the server like the results, so it reads without JavaScript.
import type { InstantAnswer } from '../../../common/answers';
import { ANSWER_LABELS } from './labels';
import './answers.css';

export function AnswerCard({ answer }: { answer: InstantAnswer }) {
  const { question, value, detail, rows, source, asOf } = answer;
  const date = asOf ? ANSWER_LABELS.asOf(asOf) : null;
  return (
    <section className="answer-card" aria-label={ANSWER_LABELS.region} data-kind={answer.kind}>
      <p className="answer-question">{question}</p>
      <p className="answer-value">{value}</p>
      {detail && <p className="answer-detail">{detail}</p>}
      {rows && rows.length > 0 && (
        <table className="answer-rows">
          <tbody>
            {rows.map((row, index) => (
              // A table may repeat a label: the position is the key.
              <tr key={index}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(source || date) && (
        <p className="answer-source">
          {source && (
            <>
              {ANSWER_LABELS.source} {source.url ? <a href={source.url}>{source.name}</a> : source.name}
            </>
          )}
          {source && date && ' · '}
          {date && <time dateTime={asOf}>{date}</time>}
        </p>
      )}
    </section>
  );
}
