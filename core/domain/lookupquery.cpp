#include "lookupquery.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

#include <core/domain/doi.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::LookupQuery)
};

// A Wayback link can wrap another Wayback link; two levels are plenty and bound the recursion.
constexpr int kMaxUnwrap = 2;

QString shortened(QStringView input)
{
    QString text = input.toString();
    if (text.size() > 90) {
        text = text.left(87) + QStringLiteral("…");
    }
    return text;
}

LookupQuery keyQuery(QByteArray key, QString how)
{
    return LookupQuery{LookupQuery::Kind::RowKey, std::move(key), {}, std::move(how)};
}

LookupQuery doiQuery(QString doi, QString how)
{
    return LookupQuery{LookupQuery::Kind::Doi, {}, std::move(doi), std::move(how)};
}

Error notUnderstood(QStringView input)
{
    return Error{ErrorKind::InvalidInput,
                 Tr::tr("“%1” is neither a SHA-1 (40 hex digits or 32 base32 characters, optionally "
                        "sha1:…), a DOI (10.…, doi:…, https://doi.org/…) nor a link that contains one.")
                     .arg(shortened(input))};
}

// Publisher landing and PDF links of the common platforms put the DOI after a "/doi/" segment:
// /doi/10.…, /doi/abs/10.…, /doi/full/10.…, /doi/pdf/10.…, /doi/epdf/10.…, /doi/pdfdirect/10.….
// Other paths are not guessed at: a DOI followed by ".pdf" or "/figures" would be read wrongly.
std::optional<QString> doiAfterDoiSegment(const QString &path)
{
    static const QRegularExpression re(
        QStringLiteral("/doi/(?:(?:abs|full|pdf|epdf|pdfdirect|book|reader)/)?(10\\.[0-9][0-9.]*/.+)$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(path);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    if (auto doi = normalizeDoi(m.captured(1))) {
        return *doi;
    }
    return std::nullopt;
}

Result<LookupQuery> parseText(QStringView text, KeyFormat format, int depth);

Result<LookupQuery> parseLink(QStringView text, KeyFormat format, int depth)
{
    const QUrl url(text.toString(), QUrl::TolerantMode);
    const QString host = url.host().toLower();
    const QString hostLabel = host.startsWith(QLatin1StringView("www.")) ? host.mid(4) : host;

    // https://web.archive.org/web/{timestamp}[flags]/{original}: look up what the capture wraps.
    if (host == QLatin1StringView("web.archive.org") || host == QLatin1StringView("wayback.archive.org")) {
        static const QRegularExpression wayback(
            QStringLiteral("^https?://[^/]+/web/[0-9*]{1,14}[a-z_]*/(.+)$"),
            QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = wayback.matchView(text);
        if (m.hasMatch() && depth < kMaxUnwrap) {
            auto inner = parseText(m.capturedView(1), format, depth + 1);
            if (inner) {
                inner->understoodAs = Tr::tr("%1, inside a Wayback link").arg(inner->understoodAs);
                return inner;
            }
        }
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("“%1” is a Wayback link whose capture URL names no SHA-1 or DOI; rows are not "
                           "looked up by capture URL (use the filter bar or the CLI's scan --where on f:c).")
                        .arg(shortened(text)));
    }

    const QUrlQuery query(url);
    for (const QString &name :
         {QStringLiteral("sha1"), QStringLiteral("sha1hex"), QStringLiteral("sha1_hex")}) {
        const QString value = query.queryItemValue(name, QUrl::FullyDecoded);
        if (value.isEmpty()) {
            continue;
        }
        auto sha1 = parseSha1(value);
        if (!sha1) {
            return std::unexpected(sha1.error());
        }
        return keyQuery(encodeRowKey(*sha1, format),
                        Tr::tr("SHA-1 from the %1 link's %2= parameter").arg(hostLabel, name));
    }
    if (const QString value = query.queryItemValue(QStringLiteral("doi"), QUrl::FullyDecoded);
        !value.isEmpty()) {
        auto doi = normalizeDoi(value);
        if (!doi) {
            return std::unexpected(doi.error());
        }
        return doiQuery(*doi, Tr::tr("DOI from the %1 link's doi= parameter").arg(hostLabel));
    }
    if (hostLabel == QLatin1StringView("doi.org") || hostLabel == QLatin1StringView("dx.doi.org")) {
        auto doi = normalizeDoi(text);
        if (!doi) {
            return std::unexpected(doi.error());
        }
        return doiQuery(*doi, Tr::tr("DOI from a doi.org link"));
    }
    if (auto doi = doiAfterDoiSegment(url.path(QUrl::FullyDecoded))) {
        return doiQuery(*doi, Tr::tr("DOI from the path of a %1 link").arg(hostLabel));
    }
    // Blob stores (…/pdf/ab/cd/{sha1hex}.pdf), scholar.archive.org and sandcrawler links carry the
    // digest somewhere in the path; parseSha1 accepts it when exactly one digest appears.
    if (auto sha1 = parseSha1(text)) {
        return keyQuery(encodeRowKey(*sha1, format), Tr::tr("SHA-1 from a %1 link").arg(hostLabel));
    }
    return std::unexpected(notUnderstood(text));
}

Result<LookupQuery> parseText(QStringView text, KeyFormat format, int depth)
{
    if (text.startsWith(QLatin1StringView("http://"), Qt::CaseInsensitive) ||
        text.startsWith(QLatin1StringView("https://"), Qt::CaseInsensitive)) {
        return parseLink(text, format, depth);
    }
    // DOI forms first: a DOI always starts with "10." after its prefixes, which no SHA-1 spelling
    // does, while a DOI suffix may well contain 40 hex digits.
    if (auto doi = normalizeDoi(text)) {
        return doiQuery(*doi, Tr::tr("DOI"));
    }
    auto sha1 = parseSha1(text);
    if (sha1) {
        return keyQuery(encodeRowKey(*sha1, format), Tr::tr("SHA-1"));
    }
    if (format == KeyFormat::Utf8) {
        auto key = rowKeyFromInput(text, format);
        if (key) {
            return keyQuery(*key, Tr::tr("row key"));
        }
    }
    // parseSha1's sentence is the better one when the text was meant as a digest (two digests,
    // a wrong length); anything else gets the list of accepted forms.
    return std::unexpected(text.size() >= 32 ? sha1.error() : notUnderstood(text));
}

} // namespace

Result<LookupQuery> parseLookupQuery(QStringView input, KeyFormat format)
{
    QStringView text = input.trimmed();
    // Angle brackets and quotes a mail client or chat put around a pasted link.
    while (text.size() >= 2 &&
           ((text.front() == u'<' && text.back() == u'>') || (text.front() == u'"' && text.back() == u'"'))) {
        text = text.sliced(1, text.size() - 2).trimmed();
    }
    if (text.isEmpty()) {
        return fail(ErrorKind::InvalidInput, Tr::tr("Type a SHA-1, a DOI or a link to look up."));
    }
    return parseText(text, format, 0);
}

} // namespace Ei::Core
