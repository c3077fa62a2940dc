#include "pdflocator.h"

namespace Ei::Core {

QString PdfLocator::warcItem() const
{
    const qsizetype slash = warcPath.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : warcPath.left(slash);
}

QString PdfLocator::warcFileName() const
{
    const qsizetype slash = warcPath.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? warcPath : warcPath.mid(slash + 1);
}

QString PdfLocator::compactDatetime(const QString &isoOrCompact)
{
    QString out;
    for (const QChar c : isoOrCompact) {
        if (c.isDigit()) {
            out.append(c);
        } else if (c == QLatin1Char('.') || c == QLatin1Char('+')) {
            break; // fractional seconds or a zone offset: wayback timestamps stop at seconds
        }
    }
    return out.left(14);
}

} // namespace Ei::Core
