#include "paper.h"

namespace Ei::Demo {

QString Affiliation::text() const
{
    return department + QStringLiteral(", ") + institution + QStringLiteral(", ") + settlement +
           QStringLiteral(", ") + country;
}

// Punctuation that follows the previous token without a space (also how the layout glues tokens).
bool gluesToPrevious(const QString &segmentText)
{
    return !segmentText.isEmpty() && QStringLiteral(".,;:)").contains(segmentText.front());
}

QString Sentence::plainText() const
{
    QString out;
    for (const Segment &s : segments) {
        if (!out.isEmpty() && !gluesToPrevious(s.text)) {
            out += QLatin1Char(' ');
        }
        out += s.ref >= 0 ? QStringLiteral("[%1]").arg(s.ref + 1) : s.text;
    }
    return out;
}

QString Reference::text() const
{
    QStringList names;
    for (const Person &p : authors) {
        names.append(p.family + QStringLiteral(", ") + p.given.left(1) + QLatin1Char('.'));
    }
    QString out = names.join(QStringLiteral(", ")) + QStringLiteral(" (%1). ").arg(year) + title +
                  QStringLiteral(". ") + journal + QLatin1Char(' ') + volume;
    if (!issue.isEmpty()) {
        out += QStringLiteral("(%1)").arg(issue);
    }
    out += QStringLiteral(", %1-%2.").arg(firstPage).arg(lastPage);
    if (!doi.isEmpty()) {
        out += QStringLiteral(" doi:") + doi;
    }
    return out;
}

} // namespace Ei::Demo
