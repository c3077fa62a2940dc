#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

namespace Ei::Models {
class CompareCandidateModel;
}

namespace Ei::Ui {

// TEI → Compare With…: what to compare the shown TEI with. First the other rows with the same DOI
// (the same paper run by other GROBID versions, with their versions as they are read), then any
// row by its key, a TEI file, or the same row in an export. Non-modal (open()); it says what was
// chosen and closes, and the caller does the rest.
class CompareWithDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareWithDialog)

public:
    CompareWithDialog(const QString &shownRow, Models::CompareCandidateModel *candidates,
                      QWidget *parent = nullptr);
    ~CompareWithDialog() override;

    // The line under the same-DOI list ("Searching rows with DOI …", "No other row has DOI …").
    void setSearchStatus(const QString &text);
    // Without a table (local files) only files and exports are offered.
    void setRowsOffered(bool offered);

    QListView *candidateList() const { return m_list; }
    QLineEdit *keyEdit() const { return m_key; }
    QPushButton *compareButton() const { return m_compare; }
    QString searchStatus() const;

Q_SIGNALS:
    void rowChosen(const QByteArray &key);
    // A key typed by the curator, still to be parsed in the table's key format.
    void keyTyped(const QString &text);
    void fileChosen(const QString &path);
    void exportChosen(const QString &path);

private:
    void compareSelected();
    void chooseFile(bool exportFile);
    void updateButtons();

    Models::CompareCandidateModel *m_candidates;
    QListView *m_list = nullptr;
    QLabel *m_status = nullptr;
    QLineEdit *m_key = nullptr;
    QPushButton *m_compare = nullptr;
};

} // namespace Ei::Ui
