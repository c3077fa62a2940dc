#pragma once

#include <optional>

#include <QKeySequence>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace Ei::Ui {

// The editing part of the Match tab (docs/curation.md, "The GUI"): match status from the
// profile's vocabulary, the DOI (validated as it is typed), a note, and the quality verdict with
// its own note. It only asks: the curation controller turns a request into one checked write of
// the row as it was loaded. A read-only connection disables it with the reason shown.
class MatchEditPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MatchEditPanel)

public:
    explicit MatchEditPanel(QWidget *parent = nullptr);
    ~MatchEditPanel() override;

    // The choices, with the shortcut of each (shown next to the word; empty = none).
    void setVocabularies(const QStringList &statuses, const QList<QKeySequence> &statusKeys,
                         const QStringList &qualities, const QList<QKeySequence> &qualityKeys);
    // The row's values as loaded: the fields start from them (notes start empty).
    void setValues(const QString &mstatus, const QString &doi, const QString &quality);
    // Off (with the reason shown and as tooltip) for a read-only connection or without a row.
    void setEditable(bool editable, const QString &reason = {});
    bool isEditable() const { return m_editable; }

    // The DOI as typed, normalised; nullopt when it is not a DOI (empty is valid: "no DOI").
    std::optional<QString> typedDoi() const;
    bool doiChanged() const;

    QComboBox *statusBox() const { return m_status; }
    QLineEdit *doiEdit() const { return m_doi; }
    QLineEdit *noteEdit() const { return m_note; }
    QPushButton *saveMatchButton() const { return m_saveMatch; }
    QComboBox *qualityBox() const { return m_quality; }
    QLineEdit *qualityNoteEdit() const { return m_qualityNote; }
    QPushButton *saveQualityButton() const { return m_saveQuality; }
    QLabel *doiProblemLabel() const { return m_doiProblem; }
    QLabel *reasonLabel() const { return m_reason; }

Q_SIGNALS:
    // doi: nullopt keeps the row's DOI, an empty string clears it.
    void matchEditRequested(const QString &mstatus, const std::optional<QString> &doi, const QString &note);
    void qualityEditRequested(const QString &quality, const QString &note);
    // A valid DOI other than the row's was typed (empty: back to the row's DOI): the Match tab
    // shows its Crossref record and the comparison before anything is saved.
    void doiPreviewRequested(const QString &doi);

private:
    void onDoiEdited();
    void updateButtons();

    QComboBox *m_status = nullptr;
    QLineEdit *m_doi = nullptr;
    QLabel *m_doiProblem = nullptr;
    QLineEdit *m_note = nullptr;
    QPushButton *m_saveMatch = nullptr;
    QComboBox *m_quality = nullptr;
    QLineEdit *m_qualityNote = nullptr;
    QPushButton *m_saveQuality = nullptr;
    QLabel *m_reason = nullptr;
    QString m_loadedStatus;
    QString m_loadedDoi;
    QString m_loadedQuality;
    QString m_previewed; // the DOI last asked for a preview
    bool m_editable = false;
};

} // namespace Ei::Ui
