#include "crossrefrecord.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <core/domain/doi.h>
#include <core/util/gzip.h>

namespace Ei::Core {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::CrossrefRecord)
};

QString firstString(const QJsonValue &v)
{
    if (v.isString()) {
        return v.toString();
    }
    const QJsonArray a = v.toArray();
    for (const QJsonValue &item : a) {
        if (item.isString() && !item.toString().trimmed().isEmpty()) {
            return item.toString();
        }
    }
    return {};
}

std::optional<int> yearOf(const QJsonObject &message, QLatin1StringView key)
{
    const QJsonArray parts = message.value(key).toObject().value(QLatin1StringView("date-parts")).toArray();
    if (parts.isEmpty()) {
        return std::nullopt;
    }
    const QJsonArray first = parts.at(0).toArray();
    if (first.isEmpty()) {
        return std::nullopt;
    }
    const QJsonValue y = first.at(0);
    // Dumps sometimes carry date parts as strings.
    const int year = y.isString() ? y.toString().toInt() : y.toInt();
    if (year < 1000 || year > 2999) {
        return std::nullopt;
    }
    return year;
}

QString dateOf(const QJsonObject &message, QLatin1StringView key)
{
    const QJsonArray first =
        message.value(key).toObject().value(QLatin1StringView("date-parts")).toArray().at(0).toArray();
    QStringList parts;
    for (const QJsonValue &p : first) {
        const int v = p.isString() ? p.toString().toInt() : p.toInt();
        if (v <= 0) {
            break;
        }
        parts << (parts.isEmpty() ? QString::number(v)
                                  : QStringLiteral("%1").arg(v, 2, 10, QLatin1Char('0')));
    }
    return parts.join(QLatin1Char('-'));
}

QString scalarString(const QJsonValue &v)
{
    if (v.isString()) {
        return normalizeSpace(v.toString());
    }
    if (v.isDouble()) {
        return QString::number(v.toInteger());
    }
    return {};
}

Result<CrossrefWork> fromMessage(const QJsonObject &message)
{
    if (!message.contains(QLatin1StringView("DOI")) && !message.contains(QLatin1StringView("title"))) {
        return fail(ErrorKind::InvalidInput,
                    Tr::tr("the JSON is not a Crossref work (it has no DOI or title)"));
    }
    CrossrefWork work;
    work.message = message;
    work.header = crossrefHeader(message);
    return work;
}

} // namespace

BibHeader crossrefHeader(const QJsonObject &m)
{
    BibHeader h;
    h.title = normalizeSpace(firstString(m.value(QLatin1StringView("title"))));
    h.subtitle = normalizeSpace(firstString(m.value(QLatin1StringView("subtitle"))));
    const QJsonArray authors = m.value(QLatin1StringView("author")).toArray();
    h.authors.reserve(authors.size());
    for (const QJsonValue &v : authors) {
        const QJsonObject a = v.toObject();
        BibAuthor author;
        author.given = normalizeSpace(a.value(QLatin1StringView("given")).toString());
        author.family = normalizeSpace(a.value(QLatin1StringView("family")).toString());
        if (author.family.isEmpty()) {
            continue;
        }
        for (const QJsonValue &aff : a.value(QLatin1StringView("affiliation")).toArray()) {
            const QString name = normalizeSpace(aff.toObject().value(QLatin1StringView("name")).toString());
            if (!name.isEmpty()) {
                author.affiliations << name;
            }
        }
        h.authors.append(std::move(author));
    }
    static const QLatin1StringView dateKeys[] = {
        QLatin1StringView("issued"), QLatin1StringView("published-print"),
        QLatin1StringView("published-online"), QLatin1StringView("created")};
    for (const QLatin1StringView key : dateKeys) {
        const std::optional<int> y = yearOf(m, key);
        if (!y) {
            continue;
        }
        if (!h.year) {
            h.year = y;
            h.date = dateOf(m, key);
        } else if (*y != *h.year && !h.otherYears.contains(*y) && key != QLatin1StringView("created")) {
            // `created` is when the DOI was registered, often years after print: not a
            // publication year, only a last resort.
            h.otherYears << *y;
        }
    }
    h.containerTitle = normalizeSpace(firstString(m.value(QLatin1StringView("container-title"))));
    if (h.containerTitle.isEmpty()) {
        h.containerTitle = normalizeSpace(firstString(m.value(QLatin1StringView("short-container-title"))));
    }
    for (const QJsonValue &v : m.value(QLatin1StringView("issn-type")).toArray()) {
        const QJsonObject o = v.toObject();
        const QString type = o.value(QLatin1StringView("type")).toString();
        const QString value = o.value(QLatin1StringView("value")).toString().trimmed();
        if (type == QLatin1StringView("print") && h.issn.isEmpty()) {
            h.issn = value;
        } else if (type == QLatin1StringView("electronic") && h.eissn.isEmpty()) {
            h.eissn = value;
        }
    }
    if (h.issn.isEmpty() && h.eissn.isEmpty()) {
        const QJsonArray issns = m.value(QLatin1StringView("ISSN")).toArray();
        if (!issns.isEmpty()) {
            h.issn = issns.at(0).toString().trimmed();
        }
        if (issns.size() > 1) {
            h.eissn = issns.at(1).toString().trimmed();
        }
    }
    h.volume = scalarString(m.value(QLatin1StringView("volume")));
    h.issue = scalarString(m.value(QLatin1StringView("issue")));
    splitPages(scalarString(m.value(QLatin1StringView("page"))), &h.firstPage, &h.lastPage);
    h.doi = normalizeDoiText(m.value(QLatin1StringView("DOI")).toString());
    h.publisher = normalizeSpace(m.value(QLatin1StringView("publisher")).toString());
    h.type = m.value(QLatin1StringView("type")).toString();
    const QJsonValue refs = m.value(QLatin1StringView("reference-count"));
    if (refs.isDouble()) {
        h.referenceCount = refs.toInt();
    } else if (m.value(QLatin1StringView("references-count")).isDouble()) {
        h.referenceCount = m.value(QLatin1StringView("references-count")).toInt();
    }
    return h;
}

Result<CrossrefWork> parseCrossrefJson(const QByteArray &input)
{
    QByteArray data = input;
    if (looksGzipped(data)) {
        auto plain = gzipDecode(data);
        if (!plain) {
            return std::unexpected(plain.error());
        }
        data = std::move(*plain);
    }
    if (data.trimmed().isEmpty()) {
        return fail(ErrorKind::InvalidInput, Tr::tr("the Crossref record is empty"));
    }
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(data, &err);
    if (err.error != QJsonParseError::NoError) {
        return fail(ErrorKind::InvalidInput, Tr::tr("the Crossref record is not valid JSON (%1 at byte %2)")
                                                 .arg(err.errorString())
                                                 .arg(err.offset));
    }
    if (doc.isArray()) {
        // PostgREST: rows of the crossref table.
        const QJsonArray rows = doc.array();
        if (rows.isEmpty()) {
            return fail(ErrorKind::NotFound, Tr::tr("the Crossref mirror has no record for this DOI"));
        }
        const QJsonObject row = rows.at(0).toObject();
        QJsonValue record = row.value(QLatin1StringView("record"));
        if (record.isString()) {
            const QJsonDocument inner = QJsonDocument::fromJson(record.toString().toUtf8(), &err);
            if (err.error != QJsonParseError::NoError || !inner.isObject()) {
                return fail(ErrorKind::InvalidInput,
                            Tr::tr("the Crossref mirror row's record is not a JSON object"));
            }
            record = inner.object();
        }
        if (!record.isObject()) {
            return fail(ErrorKind::InvalidInput,
                        Tr::tr("the Crossref mirror answer has no record object in its first row"));
        }
        auto work = fromMessage(record.toObject());
        if (work) {
            work->indexed = row.value(QLatin1StringView("indexed")).toString();
            if (work->header.doi.isEmpty()) {
                work->header.doi = normalizeDoiText(row.value(QLatin1StringView("doi")).toString());
            }
        }
        return work;
    }
    if (!doc.isObject()) {
        return fail(ErrorKind::InvalidInput, Tr::tr("the Crossref record is not a JSON object"));
    }
    const QJsonObject o = doc.object();
    if (o.contains(QLatin1StringView("message"))) {
        const QString type = o.value(QLatin1StringView("message-type")).toString();
        if (!type.isEmpty() && type != QLatin1StringView("work")) {
            return fail(ErrorKind::InvalidInput,
                        Tr::tr("the Crossref answer is a \"%1\", not a single work").arg(type));
        }
        if (!o.value(QLatin1StringView("message")).isObject()) {
            return fail(ErrorKind::InvalidInput, Tr::tr("the Crossref answer's message is not a work"));
        }
        return fromMessage(o.value(QLatin1StringView("message")).toObject());
    }
    return fromMessage(o);
}

} // namespace Ei::Core
