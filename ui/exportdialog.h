#pragma once

#include <QDialog>
#include <QStringList>

#include <core/export/exportjob.h>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace Ei::Ui {

// What the curator asked for in the Export dialog.
struct ExportRequest
{
    enum class Scope
    {
        SelectedRows,
        FilterMatches, // everything the row list's current filter matches (server-side scan)
        WholeTable,
    };
    Scope scope = Scope::SelectedRows;
    Core::ExportFormat format = Core::ExportFormat::JsonlSnappy;
    QStringList tsvFields;
    QString path;
    bool includePdfs = true;
    bool includeTei = true;
};

// Selection → Export…: scope, format, TSV fields, destination and (bundle) whether PDFs and TEI go
// along. Window-modal and opened with open(), never exec(): the caller reacts to accepted().
class ExportDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExportDialog)

public:
    // `selectedRows` = how many rows are selected; `filterText` = the current filter, empty if none.
    ExportDialog(int selectedRows, const QString &filterText, QWidget *parent = nullptr);
    ~ExportDialog() override;

    ExportRequest request() const;

    // The table's profile: TSV fields are checked against it as they are typed.
    void setProfile(const Core::Profile &profile);

    // For tests and callers that know better (e.g. a remembered folder).
    void setFormat(Core::ExportFormat format);
    void setScope(ExportRequest::Scope scope);
    void setDestination(const QString &path);
    QLineEdit *destinationEdit() const { return m_destination; }
    QLineEdit *fieldsEdit() const { return m_fields; }
    QCheckBox *pdfsCheck() const { return m_pdfs; }
    QCheckBox *teiCheck() const { return m_tei; }
    QDialogButtonBox *buttons() const { return m_buttons; }

private:
    void browse();
    void updateState();
    void adjustSuffix();

    QButtonGroup *m_scope = nullptr;
    QRadioButton *m_selected = nullptr;
    QRadioButton *m_filter = nullptr;
    QRadioButton *m_table = nullptr;
    QComboBox *m_format = nullptr;
    QLabel *m_formatHelp = nullptr;
    QLineEdit *m_fields = nullptr;
    QLineEdit *m_destination = nullptr;
    QCheckBox *m_pdfs = nullptr;
    QCheckBox *m_tei = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    Core::Profile m_profile;
};

} // namespace Ei::Ui
