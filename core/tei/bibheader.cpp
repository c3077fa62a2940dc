#include "bibheader.h"

#include <QJsonArray>

namespace Ei::Core {

QString BibAuthor::displayName() const
{
    if (given.isEmpty()) {
        return family;
    }
    if (family.isEmpty()) {
        return given;
    }
    return given + QLatin1Char(' ') + family;
}

QStringList BibHeader::issns() const
{
    QStringList out;
    if (!issn.isEmpty()) {
        out << issn;
    }
    if (!eissn.isEmpty() && eissn != issn) {
        out << eissn;
    }
    return out;
}

QString normalizeSpace(QStringView text)
{
    QString out;
    out.reserve(text.size());
    bool pendingSpace = false;
    for (const QChar c : text) {
        if (c.isSpace()) {
            pendingSpace = !out.isEmpty();
            continue;
        }
        if (pendingSpace) {
            out += QLatin1Char(' ');
            pendingSpace = false;
        }
        out += c;
    }
    return out;
}

void splitPages(QStringView pages, QString *first, QString *last)
{
    const QStringView p = pages.trimmed();
    qsizetype dash = -1;
    for (qsizetype i = 1; i < p.size(); ++i) {
        const char16_t c = p.at(i).unicode();
        if (c == u'-' || c == u'\u2013' || c == u'\u2014') {
            dash = i;
            break;
        }
    }
    if (dash < 0) {
        *first = p.toString();
        last->clear();
        return;
    }
    *first = p.left(dash).trimmed().toString();
    *last = p.mid(dash + 1).trimmed().toString();
}

std::optional<int> yearFromDate(QStringView date)
{
    for (qsizetype i = 0; i + 4 <= date.size(); ++i) {
        if (i > 0 && date.at(i - 1).isDigit()) {
            continue;
        }
        bool digits = true;
        for (qsizetype k = 0; k < 4; ++k) {
            if (!date.at(i + k).isDigit()) {
                digits = false;
                break;
            }
        }
        if (!digits || (i + 4 < date.size() && date.at(i + 4).isDigit())) {
            continue;
        }
        const int y = date.mid(i, 4).toInt();
        if (y >= 1000 && y <= 2999) {
            return y;
        }
    }
    return std::nullopt;
}

QJsonObject toJson(const BibHeader &h)
{
    QJsonObject o;
    auto put = [&o](const char *key, const QString &value) {
        if (!value.isEmpty()) {
            o.insert(QLatin1StringView(key), value);
        }
    };
    put("title", h.title);
    put("subtitle", h.subtitle);
    QJsonArray authors;
    for (const BibAuthor &a : h.authors) {
        QJsonObject ao;
        if (!a.given.isEmpty()) {
            ao.insert(QLatin1StringView("given"), a.given);
        }
        if (!a.family.isEmpty()) {
            ao.insert(QLatin1StringView("family"), a.family);
        }
        if (!a.affiliations.isEmpty()) {
            ao.insert(QLatin1StringView("affiliations"), QJsonArray::fromStringList(a.affiliations));
        }
        authors.append(ao);
    }
    o.insert(QLatin1StringView("authors"), authors);
    if (h.year) {
        o.insert(QLatin1StringView("year"), *h.year);
    }
    put("date", h.date);
    put("container_title", h.containerTitle);
    put("issn", h.issn);
    put("eissn", h.eissn);
    put("volume", h.volume);
    put("issue", h.issue);
    put("first_page", h.firstPage);
    put("last_page", h.lastPage);
    put("doi", h.doi);
    put("publisher", h.publisher);
    put("type", h.type);
    if (h.referenceCount >= 0) {
        o.insert(QLatin1StringView("reference_count"), h.referenceCount);
    }
    return o;
}

} // namespace Ei::Core
