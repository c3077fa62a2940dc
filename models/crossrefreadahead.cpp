#include "crossrefreadahead.h"

#include <models/crossreflookup.h>
#include <models/tablesession.h>

namespace Ei::Models {

CrossrefReadAhead::CrossrefReadAhead(TableSession *table, CrossrefLookup *crossref, QObject *parent)
    : QObject(parent)
    , m_table(table)
    , m_crossref(crossref)
{
    connect(table, &TableSession::rowLoaded, this, &CrossrefReadAhead::readAheadOf);
}

CrossrefReadAhead::~CrossrefReadAhead() = default;

void CrossrefReadAhead::readAheadOf(const CurrentRow &current)
{
    const QStringList dois = m_table->doisAfter(current.row.key, kRowsAhead);
    if (!dois.isEmpty()) {
        m_crossref->prefetch(dois);
    }
}

} // namespace Ei::Models
