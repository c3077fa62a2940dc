#pragma once

#include <QByteArray>
#include <QJsonObject>

#include <core/tei/bibheader.h>
#include <core/util/result.h>

namespace Ei::Core {

// One Crossref work as the product uses it: the typed header for matching plus the message
// object itself (for display and export).
struct CrossrefWork
{
    BibHeader header;
    QJsonObject message;
    QString indexed; // PostgREST mirror's `indexed` timestamp, when the row came from there
};

// Parses any of the three shapes a Crossref record arrives in: a PostgREST mirror answer (JSON
// array of rows {doi, indexed, record}; `record` may be an object or a JSON string), the public
// API envelope {"status", "message-type": "work", "message"}, or a bare message object. Gzip
// input is decoded first. An empty PostgREST array is ErrorKind::NotFound; anything else that is
// not one work is ErrorKind::InvalidInput.
Result<CrossrefWork> parseCrossrefJson(const QByteArray &data);

// Fills the typed header from a Crossref message object. Title = first of title[],
// whitespace-normalised; year = issued, else published-print, published-online, created; the
// other dates' years go to otherYears. Authors without a family name (organisations) are left
// out of authors: they have no surname to compare.
BibHeader crossrefHeader(const QJsonObject &message);

} // namespace Ei::Core
