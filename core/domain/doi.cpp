#include "doi.h"

#include <QCoreApplication>
#include <QUrl>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::Doi)
};

QString shortened(QStringView input)
{
    QString text = input.trimmed().toString();
    if (text.size() > 80) {
        text = text.left(77) + QStringLiteral("...");
    }
    return text;
}

Error notADoi(QStringView input, const QString &why = QString())
{
    QString msg = Tr::tr("'%1' is not a DOI: expected 10.<registrant>/<suffix>, optionally as doi:... or "
                         "https://doi.org/...")
                      .arg(shortened(input));
    if (!why.isEmpty()) {
        msg += QStringLiteral(" (%1)").arg(why);
    }
    return Error{ErrorKind::InvalidInput, msg};
}

bool stripPrefix(QStringView &s, QLatin1StringView prefix)
{
    if (s.startsWith(prefix, Qt::CaseInsensitive)) {
        s = s.sliced(prefix.size()).trimmed();
        return true;
    }
    return false;
}

// Trailing punctuation is dropped only while the DOI stays balanced: "(1998)" inside a SICI stays,
// the ")" that closed a sentence's parenthesis goes.
bool balanced(QStringView s, QChar open, QChar close)
{
    qsizetype depth = 0;
    for (QChar c : s) {
        if (c == open) {
            ++depth;
        } else if (c == close) {
            --depth;
        }
    }
    return depth >= 0;
}

QString stripTrailing(QString s)
{
    while (!s.isEmpty()) {
        const QChar c = s.back();
        if (c == u'.' || c == u',' || c == u';' || c == u':' || c == u'"' || c == u'\'' || c == u'!' ||
            c == u'?') {
            s.chop(1);
        } else if ((c == u')' && !balanced(s, u'(', u')')) || (c == u']' && !balanced(s, u'[', u']')) ||
                   (c == u'>' && !balanced(s, u'<', u'>')) || (c == u'}' && !balanced(s, u'{', u'}'))) {
            s.chop(1);
        } else {
            break;
        }
    }
    return s;
}

// What the candidate came from, for the checks that follow the cleaning.
enum class DoiSource
{
    Text,        // a bare DOI, with or without doi:/info:doi/ and surrounding punctuation
    DoiLink,     // an http(s) or scheme-less doi.org / dx.doi.org link
    ForeignLink, // an http(s) link to another host: never a DOI
};

enum class PercentDecoding
{
    Always,    // user input: a DOI copied out of a URL path is still encoded
    LinksOnly, // metadata: a literal '%' belongs to the DOI unless it came from a link
};

// The one cleaning step behind normalizeDoi and normalizeDoiText: wrappers, prefixes, a link's
// fragment, percent-encoding and trailing sentence punctuation removed; not yet lower-cased or
// checked.
QString cleanDoiText(QStringView input, PercentDecoding decoding, DoiSource *source)
{
    QStringView s = input.trimmed();
    // Quotes and angle brackets a mail client or citation style put around it.
    while (s.size() >= 2 &&
           ((s.front() == u'"' && s.back() == u'"') || (s.front() == u'\'' && s.back() == u'\'') ||
            (s.front() == u'<' && s.back() == u'>'))) {
        s = s.sliced(1, s.size() - 2).trimmed();
    }
    // An opening bracket from the surrounding sentence never belongs to the DOI (which starts with
    // "10."); its closer is dropped below as unbalanced trailing punctuation.
    while (!s.isEmpty() &&
           (s.front() == u'(' || s.front() == u'[' || s.front() == u'{' || s.front() == u'<')) {
        s = s.sliced(1).trimmed();
    }
    *source = DoiSource::Text;
    for (QLatin1StringView scheme : {QLatin1StringView("https://"), QLatin1StringView("http://")}) {
        if (stripPrefix(s, scheme)) {
            stripPrefix(s, QLatin1StringView("www."));
            if (!stripPrefix(s, QLatin1StringView("doi.org/")) &&
                !stripPrefix(s, QLatin1StringView("dx.doi.org/"))) {
                *source = DoiSource::ForeignLink;
                return {};
            }
            *source = DoiSource::DoiLink;
            break;
        }
    }
    if (*source == DoiSource::Text) {
        if (stripPrefix(s, QLatin1StringView("doi.org/")) ||
            stripPrefix(s, QLatin1StringView("dx.doi.org/"))) {
            *source = DoiSource::DoiLink;
        } else if (!stripPrefix(s, QLatin1StringView("info:doi/"))) {
            if (!stripPrefix(s, QLatin1StringView("doi:"))) {
                stripPrefix(s, QLatin1StringView("doi "));
            }
        }
    }
    const bool fromLink = *source == DoiSource::DoiLink;
    QString doi = s.toString();
    if (fromLink) {
        // A link carries no fragment or query in a DOI name.
        const qsizetype cut = doi.indexOf(u'#');
        if (cut >= 0) {
            doi.truncate(cut);
        }
    }
    if (doi.contains(u'%') && (fromLink || decoding == PercentDecoding::Always)) {
        doi = QUrl::fromPercentEncoding(doi.toUtf8());
    }
    return stripTrailing(doi.trimmed());
}

} // namespace

Result<QString> normalizeDoi(QStringView input)
{
    DoiSource source = DoiSource::Text;
    const QString doi = cleanDoiText(input, PercentDecoding::Always, &source);
    if (source == DoiSource::ForeignLink) {
        return std::unexpected(notADoi(input, Tr::tr("only doi.org links are understood")));
    }

    // 10.<digits>[.<digits>...]/<suffix>
    if (!doi.startsWith(QLatin1StringView("10."))) {
        return std::unexpected(notADoi(input));
    }
    const qsizetype slash = doi.indexOf(u'/');
    if (slash < 0) {
        return std::unexpected(notADoi(input, Tr::tr("the suffix after '/' is missing")));
    }
    const QStringView registrant = QStringView(doi).sliced(3, slash - 3);
    bool digitSeen = false;
    for (qsizetype i = 0; i < registrant.size(); ++i) {
        const QChar c = registrant[i];
        if (c.isDigit() && c.unicode() < 128) {
            digitSeen = true;
        } else if (c == u'.' && digitSeen && i + 1 < registrant.size()) {
            digitSeen = false;
        } else {
            return std::unexpected(notADoi(input, Tr::tr("the registrant code must be digits")));
        }
    }
    if (!digitSeen) {
        return std::unexpected(notADoi(input, Tr::tr("the registrant code must be digits")));
    }
    const QStringView suffix = QStringView(doi).sliced(slash + 1);
    if (suffix.isEmpty()) {
        return std::unexpected(notADoi(input, Tr::tr("the suffix after '/' is missing")));
    }
    for (QChar c : suffix) {
        if (c.isSpace() || c.category() == QChar::Other_Control || c.isNull()) {
            return std::unexpected(notADoi(input, Tr::tr("a DOI contains no spaces or control characters")));
        }
    }
    return doi.toLower();
}

bool looksLikeDoi(QStringView input)
{
    return normalizeDoi(input).has_value();
}

QString normalizeDoiText(QStringView text)
{
    DoiSource source = DoiSource::Text;
    const QString doi = cleanDoiText(text, PercentDecoding::LinksOnly, &source).toLower();
    if (!doi.startsWith(QLatin1StringView("10.")) || !doi.contains(u'/')) {
        return {};
    }
    return doi;
}

} // namespace Ei::Core
