#include "textslug.h"

#include <QRegularExpression>

namespace Ei::Core {

QString titleSlug(QStringView text)
{
    static const QRegularExpression markup(QStringLiteral("<[^<>]{1,40}>|&#?[A-Za-z0-9]{1,10};"));
    QString s = text.toString();
    if (s.contains(QLatin1Char('<')) || s.contains(QLatin1Char('&'))) {
        s.replace(markup, QStringLiteral(" "));
    }
    s = s.normalized(QString::NormalizationForm_KD).toCaseFolded();
    QString out;
    out.reserve(s.size());
    bool space = false;
    for (const QChar c : std::as_const(s)) {
        if (c.isMark()) {
            continue; // accents split off by NFKD
        }
        if (c.isLetterOrNumber()) {
            if (space && !out.isEmpty()) {
                out += QLatin1Char(' ');
            }
            space = false;
            out += c;
        } else {
            space = true;
        }
    }
    return out;
}

} // namespace Ei::Core
