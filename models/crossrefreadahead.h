#pragma once

#include <QObject>

namespace Ei::Models {

class CrossrefLookup;
class TableSession;
struct CurrentRow;

// Reads ahead the Crossref records of the rows after the current one in the list (their
// match0:doi, one statement for the database source), so that j/k to them shows the comparison at
// once. A listener of the session's current row beside the Match tab's owner, not a step of it:
// made after that owner has connected, it asks once the shown row's own record is asked for.
class CrossrefReadAhead final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CrossrefReadAhead)

public:
    // How many rows after the current one.
    static constexpr int kRowsAhead = 16;

    // Neither is owned; `crossref` is the lookup that later answers from what was read ahead.
    CrossrefReadAhead(TableSession *table, CrossrefLookup *crossref, QObject *parent = nullptr);
    ~CrossrefReadAhead() override;

private:
    void readAheadOf(const CurrentRow &current);

    TableSession *m_table;
    CrossrefLookup *m_crossref;
};

} // namespace Ei::Models
