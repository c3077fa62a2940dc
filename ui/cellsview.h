#pragma once

#include <QWidget>

#include <core/hbase/cellset.h>
#include <models/rowviewstate.h>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace Ei::Ui {

// The Cells tab: every cell of the row as a table (family, qualifier, type, value, timestamp,
// size). Values are decoded by a callback the integrator takes from the table profile; long
// values are cut in the table, shown in part below it, whole on "Show all", and can be saved.
class CellsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CellsView)

public:
    explicit CellsView(QWidget *parent = nullptr);
    ~CellsView() override;

    // Without a decoder: Models::RowPresenter::plainCell().
    void setDecoder(Models::CellDecoder decoder);
    void setRow(const Core::Row &row);
    void clear();

    QTableWidget *table() const { return m_table; }
    QPlainTextEdit *preview() const { return m_preview; }
    QPushButton *showAllButton() const { return m_showAll; }

    // Characters of a value shown before "Show all" is needed.
    static constexpr int kPreviewLimit = 64 * 1024;

private:
    void showCell(int row);
    void saveCurrent();

    Models::CellDecoder m_decoder;
    Core::Row m_row;
    QTableWidget *m_table = nullptr;
    QPlainTextEdit *m_preview = nullptr;
    QLabel *m_previewInfo = nullptr;
    QPushButton *m_showAll = nullptr;
    QPushButton *m_save = nullptr;
};

} // namespace Ei::Ui
